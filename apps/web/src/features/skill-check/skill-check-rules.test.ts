import { describe, expect, it } from 'vitest';
import type { MissionItem } from '@web-ed/schemas/api';
import { readyAfterSkillCheck } from './skill-check-rules';

describe('missions after the skill check', () => {
  const m = (type: MissionItem['type'], state: MissionItem['state'], rule?: string) => ({
    type,
    state,
    rules: rule ? [{ type: rule }] : [],
  });
  it('counts the claimable skill check missions and diagnostic steps only', () => {
    expect(
      readyAfterSkillCheck({
        missions: [
          m('skillcheck', 'completed'),
          m('skillcheck', 'claimed'),
          m('regular_mission', 'completed', 'login'),
          m('regular_mission', 'completed', 'diagnostic'),
        ],
        novice_missions: [
          m('beginner_quest', 'completed', 'diagnostic'),
          m('beginner_quest', 'locked', 'diagnostic'),
        ],
      }),
    ).toBe(3);
    expect(readyAfterSkillCheck({ missions: [], novice_missions: [] })).toBe(0);
  });
});
