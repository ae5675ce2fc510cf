import { describe, expect, it } from 'vitest';
import { helpLink } from './config';

describe('helpLink', () => {
  it('builds the chat-messaging deep link with the phone digits and the encoded text', () => {
    expect(helpLink('+62 811-0000', 'Hi web-ed team, I need help with: ')).toBe(
      'https://wa.me/628110000?text=Hi%20web-ed%20team%2C%20I%20need%20help%20with%3A%20',
    );
  });
});
