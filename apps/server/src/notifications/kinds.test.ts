import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationText } from './kinds';

describe('notification texts', () => {
  it('every kind has a title and body in the five languages, params filled', () => {
    for (const lang of ['en', 'id', 'th', 'hi', 'ms'] as const)
      for (const kind of NOTIFICATION_KINDS) {
        const t = notificationText(
          kind,
          { points: 5, diamonds: 1, streak: 3, name: 'Rina', post: 'P', vote: 'V' },
          lang,
        );
        expect(t.title.length).toBeGreaterThan(0);
        expect(t.body).not.toMatch(/[{}]/);
      }
    expect(notificationText('reward_earned', { points: 5, diamonds: 1 }, 'en').body).toBe(
      'You earned 5 points and 1 diamonds.',
    );
  });
});
