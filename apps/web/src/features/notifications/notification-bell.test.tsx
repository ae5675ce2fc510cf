import '../../server-device';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter } from '../../lib/router';
import { render } from '../../lib/test-support/render-dialog';
import { NotificationBell } from './notification-bell';
import { notificationBadge } from './notifications-data';

afterEach(() => {
  notificationBadge.count = 0;
});

describe('the bell', () => {
  it('renders no count on the server, whatever the tick fetched, so the page hydrates as sent', async () => {
    notificationBadge.count = 3;
    const html = await render(
      <AppRouter url="/home/">
        <NotificationBell />
      </AppRouter>,
    );
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('notification-bell__count');
  });
});
