/**
 * The skill check's scales (section 3): diagnostic status 0 not started, 1 in progress,
 * 2 finished; skill areas reading, grammar, speaking, listening; CEFR levels from Pre-A1 Starter
 * (the default) to C1 Expert, addressed by index 0 to 5.
 */
export const DIAGNOSTIC_STATUS = { notStarted: 0, inProgress: 1, finished: 2 } as const;
export type DiagnosticStatus = (typeof DIAGNOSTIC_STATUS)[keyof typeof DIAGNOSTIC_STATUS];

export const SKILL_AREAS = ['reading', 'grammar', 'speaking', 'listening'] as const;
export type SkillArea = (typeof SKILL_AREAS)[number];

export const CEFR_LEVELS = [
  { code: 'Pre-A1', label: 'Pre-A1 Starter' },
  { code: 'A1', label: 'A1 Basic' },
  { code: 'A2', label: 'A2 Lower Intermediate' },
  { code: 'B1', label: 'B1 Intermediate' },
  { code: 'B2', label: 'B2 Independent' },
  { code: 'C1', label: 'C1 Expert' },
] as const;
export type CefrCode = (typeof CEFR_LEVELS)[number]['code'];

/** Index of the default level (Pre-A1). */
export const DEFAULT_LEVEL = 0;
export const MAX_LEVEL = CEFR_LEVELS.length - 1;

export function cefrOf(level: number): (typeof CEFR_LEVELS)[number] {
  return CEFR_LEVELS[Math.max(0, Math.min(MAX_LEVEL, Math.trunc(level)))]!;
}
