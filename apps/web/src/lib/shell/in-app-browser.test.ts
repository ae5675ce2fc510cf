import { describe, it, expect } from 'vitest';
import {
  detectInAppBrowser,
  isAndroidWebView,
  isEmbeddedWebView,
  isUnsupportedChrome,
  openInBrowserLink,
} from './in-app-browser';

const UA = {
  chrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (31/12; 300dpi; 720x1465; samsung; SM-A125F; a12; exynos850; en_US; 548323749)',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone13,2; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 531145817)',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.32.113;]',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5]',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 11; Redmi Note 8 Build/RKQ1.201004.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 Line/13.18.1/IAB',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.17.0',
  webView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('detectInAppBrowser', () => {
  it('names Instagram, Facebook and Line on both platforms', () => {
    expect(detectInAppBrowser(UA.instagramAndroid)).toBe('instagram');
    expect(detectInAppBrowser(UA.instagramIos)).toBe('instagram');
    expect(detectInAppBrowser(UA.facebookAndroid)).toBe('facebook');
    expect(detectInAppBrowser(UA.facebookIos)).toBe('facebook');
    expect(detectInAppBrowser(UA.lineAndroid)).toBe('line');
    expect(detectInAppBrowser(UA.lineIos)).toBe('line');
  });

  it('ordinary browsers are not in-app', () => {
    expect(detectInAppBrowser(UA.chrome)).toBeNull();
    expect(detectInAppBrowser(UA.safari)).toBeNull();
    expect(isEmbeddedWebView(UA.chrome)).toBe(false);
    expect(isEmbeddedWebView(UA.safari)).toBe(false);
  });

  it('any Android web view is embedded', () => {
    expect(isAndroidWebView(UA.webView)).toBe(true);
    expect(isEmbeddedWebView(UA.webView)).toBe(true);
    expect(isEmbeddedWebView(UA.facebookIos)).toBe(true);
  });
});

describe('isUnsupportedChrome', () => {
  it('flags 117.0.5938 and 117.0.0 builds only', () => {
    expect(isUnsupportedChrome(UA.chrome.replace('124.0.0.0', '117.0.5938.60'))).toBe(true);
    expect(isUnsupportedChrome(UA.chrome.replace('124.0.0.0', '117.0.5938'))).toBe(true);
    expect(isUnsupportedChrome(UA.chrome.replace('124.0.0.0', '117.0.0.0'))).toBe(true);
    expect(isUnsupportedChrome(UA.chrome.replace('124.0.0.0', '117.0.5939.1'))).toBe(false);
    expect(isUnsupportedChrome(UA.chrome.replace('124.0.0.0', '117.0.01'))).toBe(false);
    expect(isUnsupportedChrome(UA.chrome.replace('124.0.0.0', '17.0.0.0'))).toBe(false);
    expect(isUnsupportedChrome(UA.chrome)).toBe(false);
    expect(isUnsupportedChrome(UA.safari)).toBe(false);
  });
});

describe('openInBrowserLink', () => {
  const page = 'https://app.example/courses/?sid=5&version=3.2.0';

  it('Android: a Chrome intent with the page as fallback', () => {
    expect(openInBrowserLink(page, UA.instagramAndroid)).toEqual({
      kind: 'navigate',
      href:
        'intent://app.example/courses/?sid=5&version=3.2.0#Intent;scheme=https;package=com.android.chrome;' +
        'S.browser_fallback_url=https%3A%2F%2Fapp.example%2Fcourses%2F%3Fsid%3D5%26version%3D3.2.0;end',
    });
    const withHash = openInBrowserLink('https://app.example/faq/#x', UA.facebookAndroid);
    expect(
      withHash.kind === 'navigate' && withHash.href.startsWith('intent://app.example/faq/#Intent;'),
    ).toBe(true);
  });

  it('Line: openExternalBrowser=1 on any platform', () => {
    for (const ua of [UA.lineAndroid, UA.lineIos]) {
      expect(openInBrowserLink(page, ua)).toEqual({
        kind: 'navigate',
        href: 'https://app.example/courses/?sid=5&version=3.2.0&openExternalBrowser=1',
      });
    }
  });

  it('iOS: copy the link', () => {
    expect(openInBrowserLink(page, UA.instagramIos)).toEqual({ kind: 'copy', url: page });
    expect(openInBrowserLink(page, UA.facebookIos)).toEqual({ kind: 'copy', url: page });
  });
});
