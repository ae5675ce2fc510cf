import { describe, expect, it } from 'vitest';
import { missionItemState, type ItemFacts } from './item-state';

const f = (o: Partial<ItemFacts>): ItemFacts => ({
  kind: 'regular_mission',
  complete: false,
  claimed: false,
  unlocked: true,
  isPrize: false,
  ...o,
});

describe('missionItemState', () => {
  it('regular missions: on_progress, completed, claimed', () => {
    expect(missionItemState(f({}))).toBe('on_progress');
    expect(missionItemState(f({ complete: true }))).toBe('completed');
    expect(missionItemState(f({ complete: true, claimed: true }))).toBe('claimed');
  });

  it('beginner quest: current when open, locked behind unclaimed steps', () => {
    const bq = { kind: 'beginner_quest' as const };
    expect(missionItemState(f({ ...bq }))).toBe('current');
    expect(missionItemState(f({ ...bq, unlocked: false }))).toBe('locked');
    expect(missionItemState(f({ ...bq, unlocked: false, complete: true }))).toBe('locked');
    expect(missionItemState(f({ ...bq, complete: true }))).toBe('completed');
  });

  it('a prize shows prize until it can be claimed', () => {
    const p = { kind: 'beginner_quest' as const, isPrize: true };
    expect(missionItemState(f({ ...p, unlocked: false }))).toBe('prize');
    expect(missionItemState(f({ ...p }))).toBe('prize');
    expect(missionItemState(f({ ...p, complete: true }))).toBe('completed');
    expect(missionItemState(f({ ...p, complete: true, claimed: true }))).toBe('claimed');
  });
});
