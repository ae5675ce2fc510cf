/** The dialogs render their title (aria-labelledby), their strings and their buttons, en and id. */
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createI18n, type Lang } from '@web-ed/i18n';
import en from '../../../../packages/i18n/locales/en/dialogs.json';
import id from '../../../../packages/i18n/locales/id/dialogs.json';
import { createInstallPrompt } from '../shell/install-prompt';
import { InAppBrowserPopup } from './in-app-browser-popup';
import { InstallPrompt } from './install-prompt';
import { hasRewards, MissionRewardPopup } from './mission-reward-popup';
import { ReviewTimePopup } from './review-time-popup';
import { SizePrompt } from './size-prompt';
import { SkillCheckPopup } from './skill-check-popup';
import { SurveyCompletedPopup } from './survey-completed-popup';
import { SurveyGatePopup } from './survey-gate-popup';
import { UnsupportedBrowserPopup } from './unsupported-browser-popup';

const noop = () => undefined;

async function render(node: ReactElement, lang: Lang = 'en') {
  const i18n = await createI18n({ language: lang, plugins: [initReactI18next] });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

/** The title is the element aria-labelledby names. */
function title(html: string): string | null {
  const idRef = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
  if (!idRef) return null;
  return new RegExp(`id="${idRef}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}

const IG_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Instagram 302.0';
const IG_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 302.0';

describe('dialogs', () => {
  it('skill check: title, start and later', async () => {
    const html = await render(<SkillCheckPopup onStart={noop} onLater={noop} />);
    expect(title(html)).toBe(en.skillCheckTitle);
    expect(html).toContain(en.skillCheckStart);
    expect(html).toContain(en.skillCheckLater);
    const idHtml = await render(<SkillCheckPopup onStart={noop} onLater={noop} />, 'id');
    expect(title(idHtml)).toBe(id.skillCheckTitle);
    expect(idHtml).toContain(id.skillCheckLater);
  });

  it('survey gate names the program; survey completed thanks', async () => {
    const gate = await render(
      <SurveyGatePopup programName="ADB Climate" onStart={noop} onLater={noop} />,
    );
    expect(title(gate)).toBe(en.surveyGateTitle);
    expect(gate).toContain('ADB Climate asks you');
    expect(gate).toContain(en.surveyStart);
    const done = await render(<SurveyCompletedPopup onClose={noop} />, 'id');
    expect(title(done)).toBe(id.surveyCompletedTitle);
    expect(done).toContain('popup--success');
  });

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

  it('review time names the chapter when known', async () => {
    const html = await render(
      <ReviewTimePopup chapterTitle="Greetings" onReview={noop} onLater={noop} />,
    );
    expect(title(html)).toBe(en.reviewTimeTitle);
    expect(html).toContain('Review Greetings now');
    const untitled = await render(
      <ReviewTimePopup chapterTitle={null} onReview={noop} onLater={noop} />,
    );
    expect(untitled).toContain(en.reviewTimeDescriptionNoTitle);
  });

  it('reward popup lists only what was earned', async () => {
    expect(hasRewards(null)).toBe(false);
    expect(hasRewards({ points: 0, diamonds: 0, votes: 0 })).toBe(false);
    expect(hasRewards({ points: 0, diamonds: 0, votes: 1 })).toBe(true);
    const html = await render(
      <MissionRewardPopup rewards={{ points: 1500, diamonds: 3, votes: 0 }} onClose={noop} />,
    );
    expect(title(html)).toBe(en.missionRewardTitle);
    expect(html).toContain('1.5K points');
    expect(html).toContain('3 diamonds');
    expect(html).not.toContain('votes');
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
