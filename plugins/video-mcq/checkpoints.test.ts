import { describe, expect, it } from 'vitest';
import {
  dueCheckpoint,
  isFinished,
  markerFraction,
  replayFrom,
  type CheckpointTime,
} from './checkpoints';

const times: CheckpointTime[] = [10.5, 17.4, 'end'];
const none = [false, false, false];
const at = (position: number, ended = false) => ({ position, ended });

describe('dueCheckpoint', () => {
  it('lets the video play before the first checkpoint', () => {
    expect(dueCheckpoint(times, none, at(0))).toBeNull();
    expect(dueCheckpoint(times, none, at(10.3))).toBeNull();
  });

  it('stops at a checkpoint once playback reaches its time', () => {
    expect(dueCheckpoint(times, none, at(10.5))).toBe(0);
    expect(dueCheckpoint(times, none, at(10.7))).toBe(0);
  });

  it('counts a position a hair before the time (a seek landing on a frame) as reached', () => {
    expect(dueCheckpoint(times, none, at(10.47))).toBe(0);
  });

  it('moves on once the checkpoint is answered', () => {
    expect(dueCheckpoint(times, [true, false, false], at(12))).toBeNull();
    expect(dueCheckpoint(times, [true, false, false], at(17.4))).toBe(1);
  });

  it('does not skip a checkpoint the student seeked past: the first unanswered one is asked', () => {
    expect(dueCheckpoint(times, none, at(25))).toBe(0);
    expect(dueCheckpoint(times, [true, false, false], at(25))).toBe(1);
  });

  it('asks a skipped earlier checkpoint before a later one even when the later one is answered', () => {
    expect(dueCheckpoint(times, [false, true, false], at(25))).toBe(0);
  });

  it('keeps "end" checkpoints for the end, however far the student seeks', () => {
    expect(dueCheckpoint(times, [true, true, false], at(29.9))).toBeNull();
    expect(dueCheckpoint(times, [true, true, false], at(30, true))).toBe(2);
  });

  it('asks every remaining checkpoint, in order, once the video has ended', () => {
    expect(dueCheckpoint(times, none, at(30, true))).toBe(0);
    expect(dueCheckpoint(times, [true, false, false], at(30, true))).toBe(1);
    expect(dueCheckpoint(times, [true, true, true], at(30, true))).toBeNull();
  });

  it('asks a checkpoint timed after the real end of a short video when it ends', () => {
    expect(dueCheckpoint([40], [false], at(30))).toBeNull();
    expect(dueCheckpoint([40], [false], at(30, true))).toBe(0);
  });

  it('treats a video that cannot play as ended, so every question can still be answered', () => {
    expect(dueCheckpoint(times, none, at(0, true))).toBe(0);
  });

  it('does not ask an answered checkpoint again when the student seeks back over it', () => {
    expect(dueCheckpoint(times, [true, false, false], at(5))).toBeNull();
    expect(dueCheckpoint(times, [true, false, false], at(11))).toBeNull();
  });
});

describe('isFinished', () => {
  it('needs every checkpoint answered and the video ended', () => {
    expect(isFinished(times, [true, true, true], true)).toBe(true);
    expect(isFinished(times, [true, true, true], false)).toBe(false);
    expect(isFinished(times, [true, true, false], true)).toBe(false);
    expect(isFinished(times, [true, true], true)).toBe(false);
  });
});

describe('replayFrom', () => {
  it('goes back to the previous timed checkpoint, or the start', () => {
    expect(replayFrom(times, 0)).toBe(0);
    expect(replayFrom(times, 1)).toBe(10.5);
    expect(replayFrom(times, 2)).toBe(17.4);
    expect(replayFrom(['end', 'end'], 1)).toBe(0);
  });
});

describe('markerFraction', () => {
  it('places markers along the seek bar once the duration is known', () => {
    expect(markerFraction(15, 30)).toBe(0.5);
    expect(markerFraction('end', 30)).toBe(1);
    expect(markerFraction(45, 30)).toBe(1);
    expect(markerFraction(15, Number.NaN)).toBeNull();
    expect(markerFraction(15, 0)).toBeNull();
  });
});
