import { describe, expect, it, vi } from 'vitest';
import { readAhead, takeAhead } from './read-ahead';

describe('reads ahead of their screen', () => {
  it('gives the started read once, by key', async () => {
    const read = vi.fn(() => Promise.resolve({ points: 5 }));
    readAhead('home.info', read, 1000);
    expect(read).toHaveBeenCalledOnce();
    await expect(takeAhead('home.info', 1500)).resolves.toEqual({ points: 5 });
    expect(takeAhead('home.info', 1500)).toBeUndefined();
    expect(takeAhead('home.streak', 1500)).toBeUndefined();
  });

  it('drops a read not taken within 30 s', () => {
    readAhead('leaderboard.weekly.all', () => Promise.resolve([]), 0);
    expect(takeAhead('leaderboard.weekly.all', 30_001)).toBeUndefined();
  });

  it('hands a failure to the screen that takes it, and reports none when nobody does', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    readAhead('home.course.en', () => Promise.reject(new Error('offline')), 0);
    readAhead('home.news.en', () => Promise.reject(new Error('offline')), 0);
    await expect(takeAhead('home.course.en', 1)).rejects.toThrow('offline');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
