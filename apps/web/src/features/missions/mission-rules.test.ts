import { describe, expect, it } from 'vitest';
import {
  claimableCount,
  claimOutcome,
  missionAction,
  missionsOfTab,
  questSteps,
  resetCountdown,
  stateLabelKey,
} from './mission-rules';
import type { MissionItem } from '@web-ed/schemas/api';

const item = (over: Partial<MissionItem>): MissionItem => ({
  id: 'm',
  type: 'regular_mission',
  recurrence: 'daily',
  title: 'Mission',
  state: 'on_progress',
  is_prize: false,
  rules: [],
  current_progress: 0,
  target: 1,
  Progress: {},
  progress_text: '0/1',
  Is_Shown: true,
  rewards: { total_points: 10, total_diamond: 0, total_vote: 0 },
  link: null,
  period: { key: 'd:2026-11-22', starts_at: 0, ends_at: 1 },
  claimed_at: null,
  ...over,
});

describe('missions of a tab', () => {
  const missions = [
    item({ id: 'a', state: 'claimed' }),
    item({ id: 'b', state: 'on_progress' }),
    item({ id: 'c', state: 'completed' }),
    item({ id: 'd', recurrence: 'weekly', state: 'completed' }),
    item({ id: 'e', Is_Shown: false, state: 'completed' }),
    item({ id: 'f', state: 'on_progress' }),
  ];
  it('keeps the shown missions of the recurrence, claimable first, claimed last, else in order', () => {
    expect(missionsOfTab(missions, 'daily').map((m) => m.id)).toEqual(['c', 'b', 'f', 'a']);
    expect(missionsOfTab(missions, 'weekly').map((m) => m.id)).toEqual(['d']);
    expect(missionsOfTab(missions, 'special')).toEqual([]);
  });
  it('counts what waits to be claimed (hidden ones not)', () => {
    expect(claimableCount(missions, 'daily')).toBe(1);
    expect(claimableCount(missions, 'monthly')).toBe(0);
  });
});

describe('mission card', () => {
  it('labels every state', () => {
    expect(stateLabelKey('on_progress')).toBe('state_on_progress');
    expect(stateLabelKey('current')).toBe('state_current');
  });
  it('claims when completed, goes to the link with source_page while in progress', () => {
    expect(missionAction(item({ state: 'completed' }), '/missions/')).toEqual({ kind: 'claim' });
    expect(missionAction(item({ link: '/shop/' }), '/missions/')).toEqual({
      kind: 'go',
      to: '/shop/?version=3.2.0&source_page=%2Fmissions%2F',
    });
    expect(
      missionAction(
        item({ state: 'current', link: '/courses/?selected_course=101&source=beginner-quest' }),
        '/missions/beginner-quest',
      ),
    ).toEqual({
      kind: 'go',
      to: '/courses/?selected_course=101&source=beginner-quest&version=3.2.0&source_page=%2Fmissions%2Fbeginner-quest',
    });
    expect(missionAction(item({ link: null }), '/missions/')).toEqual({ kind: 'none' });
    expect(missionAction(item({ state: 'claimed', link: '/shop/' }), '/m')).toEqual({
      kind: 'claimed',
    });
    expect(missionAction(item({ state: 'locked', link: '/shop/' }), '/m')).toEqual({
      kind: 'locked',
    });
    expect(missionAction(item({ state: 'prize' }), '/m')).toEqual({ kind: 'none' });
  });
  it('counts the reset down in days from 48 h, else hours', () => {
    const h = 3_600_000;
    expect(resetCountdown(null, 0)).toBeNull();
    expect(resetCountdown(50 * h, 0)).toEqual({ key: 'resetsInDays', vars: { days: '2' } });
    expect(resetCountdown(5 * h + 10, 0)).toEqual({ key: 'resetsInHours', vars: { hours: '5' } });
    expect(resetCountdown(10, 0)).toEqual({ key: 'resetsInHours', vars: { hours: '1' } });
  });
});

describe('claim outcome', () => {
  const base = {
    total_points: 0,
    total_diamond: 0,
    total_vote: 0,
    points: 5,
    diamond: 1,
    votes: 0,
  };
  it('success opens the popup with what this claim gave', () => {
    expect(
      claimOutcome({ ...base, result: 'success', total_points: 10, total_diamond: 2 }),
    ).toEqual({ kind: 'popup', rewards: { points: 10, diamonds: 2, votes: 0 } });
  });
  it('claimed and failed give a clear message', () => {
    expect(claimOutcome({ ...base, result: 'claimed' })).toMatchObject({
      key: 'missions:alreadyClaimed',
    });
    expect(claimOutcome({ ...base, result: 'failed', reason: 'locked' })).toMatchObject({
      key: 'missions:claimLocked',
    });
    expect(claimOutcome({ ...base, result: 'failed', reason: 'not_completed' })).toMatchObject({
      key: 'missions:claimNotCompleted',
    });
    expect(claimOutcome({ ...base, result: 'failed', reason: 'not_found' })).toMatchObject({
      key: 'missions:claimGone',
    });
  });
});

describe('beginner quest', () => {
  it('puts the prize chest apart and counts claimed steps', () => {
    const q = questSteps([
      item({ id: 'a', state: 'claimed' }),
      item({ id: 'b', state: 'current' }),
      item({ id: 'c', state: 'locked' }),
      item({ id: 'p', state: 'prize', is_prize: true }),
    ]);
    expect(q.steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(q.prize?.id).toBe('p');
    expect(q.claimed).toBe(1);
  });
});
