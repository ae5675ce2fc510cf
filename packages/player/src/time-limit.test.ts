import { describe, expect, it } from 'vitest';
import type { PlayableTask } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { timeLimitSecondsOf } from './time-limit';

const task = (minigame_id: number, time_limit_seconds?: number): PlayableTask => ({
  id: 1,
  title: 'Round',
  minigame_id,
  questions: [],
  ...(time_limit_seconds === undefined ? {} : { time_limit_seconds }),
});

describe('timeLimitSecondsOf', () => {
  it('gives a brain battle 60 s unless the task sets its own limit', () => {
    expect(timeLimitSecondsOf(task(7), registry)).toBe(60);
    expect(timeLimitSecondsOf(task(7, 45), registry)).toBe(45);
  });

  it('leaves other tasks untimed unless they set a limit', () => {
    expect(timeLimitSecondsOf(task(29), registry)).toBeNull();
    expect(timeLimitSecondsOf(task(29, 120), registry)).toBe(120);
  });
});
