/**
 * When the video must stop for a question. Pure, so the view's pausing rule is tested apart
 * from any video element: a checkpoint is due once playback has reached its time and it is not
 * answered yet, so seeking past one never skips it.
 */
export type CheckpointTime = number | 'end';

/**
 * Playback positions arrive every ~250 ms and seeks land on frame boundaries, so a position a
 * hair before the checkpoint counts as reaching it.
 */
export const CHECKPOINT_TOLERANCE_S = 0.05;

export interface PlaybackState {
  /** Current position in seconds. */
  position: number;
  /** The video has ended, or cannot play at all: every unanswered checkpoint is due. */
  ended: boolean;
}

function reached(at: CheckpointTime, { position, ended }: PlaybackState): boolean {
  if (ended) return true;
  return at !== 'end' && at <= position + CHECKPOINT_TOLERANCE_S;
}

/**
 * The index of the checkpoint to ask now: the first one, in content order, that playback has
 * reached and that is not answered. null when the video may play on.
 */
export function dueCheckpoint(
  times: readonly CheckpointTime[],
  answered: readonly boolean[],
  playback: PlaybackState,
): number | null {
  const index = times.findIndex((at, i) => !answered[i] && reached(at, playback));
  return index === -1 ? null : index;
}

/** Every checkpoint is answered and the video is over: time to send the one answer. */
export function isFinished(
  times: readonly CheckpointTime[],
  answered: readonly boolean[],
  ended: boolean,
): boolean {
  return ended && times.every((_, i) => answered[i] === true);
}

/**
 * Where "watch this part again" goes back to: the previous checkpoint's time, or the start.
 * A checkpoint asked at the end replays the last stretch after the latest timed checkpoint.
 */
export function replayFrom(times: readonly CheckpointTime[], index: number): number {
  for (let i = index - 1; i >= 0; i--) {
    const at = times[i];
    if (typeof at === 'number') return at;
  }
  return 0;
}

/** Where a checkpoint sits on the seek bar, 0–1; "end" sits at the end. null until the duration is known. */
export function markerFraction(at: CheckpointTime, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return at === 'end' ? 1 : Math.min(1, Math.max(0, at / duration));
}
