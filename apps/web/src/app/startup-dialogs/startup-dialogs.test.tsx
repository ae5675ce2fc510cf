/**
 * The startup dialogs render their title (aria-labelledby), their strings and their buttons, en and
 * id.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en/dialogs.json';
import id from '../../../../../packages/i18n/locales/id/dialogs.json';
import { createInstallPrompt } from '../../lib/shell/install-prompt';
import { render, title } from '../../lib/test-support/render-dialog';
import { InAppBrowserPopup } from './in-app-browser-popup';
import { InstallPrompt } from './install-prompt';
import { SizePrompt } from './size-prompt';
import { UnsupportedBrowserPopup } from './unsupported-browser-popup';

const noop = () => undefined;
const IG_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Instagram 302.0';
const IG_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 302.0';

describe('startup dialogs', () => {
  it('in-app browser: open in browser on Android, copy link on iOS', async () => {
    const url = 'https://web-ed.example/home/?version=3.2.0';
    const android = await render(
      <InAppBrowserPopup userAgent={IG_ANDROID} pageUrl={url} onClose={noop} />,
    );
    expect(title(android)).toBe(en.inAppBrowserTitle);
    expect(android).toContain('inside Instagram');
    expect(android).toMatch(/<a class="button button--primary" href="intent:\/\/web-ed\.example/);
    expect(android).toContain(en.openInBrowser);
    const ios = await render(<InAppBrowserPopup userAgent={IG_IOS} pageUrl={url} onClose={noop} />);
    expect(ios).toContain('Copy link');
    expect(ios).toContain(en.inAppBrowserCopyHint);
    const other = await render(
      <InAppBrowserPopup
        userAgent="Mozilla/5.0 (Linux; Android 12; wv) Chrome/119.0 Mobile"
        pageUrl={url}
        onClose={noop}
      />,
      'id',
    );
    expect(other).toContain(id.inAppBrowserDescriptionOther);
  });
  it('unsupported browser and size prompt can be dismissed', async () => {
    const unsupported = await render(<UnsupportedBrowserPopup onClose={noop} />);
    expect(title(unsupported)).toBe(en.unsupportedBrowserTitle);
    expect(unsupported).toContain(en.continueHere);
    const size = await render(<SizePrompt onClose={noop} />, 'id');
    expect(title(size)).toBe(id.sizePromptTitle);
    expect(size).toContain(id.continueHere);
  });
  it('install banner: a labelled region while visible, nothing otherwise', async () => {
    const machine = createInstallPrompt({
      timers: { setTimeout: () => 0, clearTimeout: noop },
    });
    expect(await render(<InstallPrompt machine={machine} onClose={noop} />)).toBe('');
    machine.capture({ preventDefault: noop, prompt: () => Promise.resolve() });
    machine.shown();
    const html = await render(<InstallPrompt machine={machine} onClose={noop} />, 'id');
    expect(html).toMatch(/^<section class="install-banner" aria-labelledby=/);
    expect(title(html)).toBe(id.installTitle);
    expect(html).toContain(id.install);
    expect(html).toContain(id.installLater);
  });
});
