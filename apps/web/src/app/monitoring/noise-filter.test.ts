import { describe, expect, it } from 'vitest';
import type { ErrorEvent, StackFrame } from '@sentry/react';
import { dropNoise, isNoise } from './noise-filter';

function event(value: string, frames: StackFrame[] = [], type = 'Error'): ErrorEvent {
  return { type: undefined, exception: { values: [{ type, value, stacktrace: { frames } }] } };
}

const APP_FRAME: StackFrame = {
  filename: 'https://web-ed.example/assets/index-a1b2c3.js',
  function: 'Home',
  in_app: true,
};

/** Section 8's noise list, one real message per item as browsers word it. */
const NOISE: Record<string, string> = {
  'same-URL navigation invariant':
    'Invariant: attempted to hard navigate to the same URL /home/ https://web-ed.example/home/',
  'getInitialProps undefined read (Chrome)':
    "Cannot read properties of undefined (reading 'getInitialProps')",
  'getInitialProps undefined read (Safari)':
    "undefined is not an object (evaluating 'e.getInitialProps')",
  'missing beforeRender mark (Chrome)':
    "Failed to execute 'measure' on 'Performance': The mark 'beforeRender' does not exist.",
  'missing beforeRender mark (Firefox)':
    'Performance.measure: Given mark name, beforeRender, is unknown',
  'Cancel rendering route': 'Cancel rendering route',
  'history.replaceState misuse (rate)':
    'Attempt to use history.replaceState() more than 100 times per 10 seconds',
  'history.replaceState misuse (origin)':
    "Failed to execute 'replaceState' on 'History': A history state object with URL 'https://other.example/' cannot be created in a document with origin 'https://web-ed.example'.",
  'className.split not a function': 'e.className.split is not a function',
  'LaTeX parse error': "KaTeX parse error: Expected 'EOF', got '}' at position 4: x^2}̲",
  'translation-extension detection': 'Translation extension detected',
  'Method not found': 'Method not found',
  'unsupported browser for push':
    "Messaging: This browser doesn't support the API's required to use the Firebase SDK. (messaging/unsupported-browser).",
  'invalid regex group name (Chrome)':
    'Invalid regular expression: /(?<1a>x)/: Invalid capture group name',
  'invalid regex group name (Safari)': 'Invalid regular expression: invalid group specifier name',
  'NetworkError when attempting to fetch resource':
    'NetworkError when attempting to fetch resource.',
  'Failed to fetch': 'Failed to fetch',
  'Failed to fetch (with host)': 'Failed to fetch (api.web-ed.example)',
};

/** Real errors that look like noise and must still be reported. */
const REAL: Record<string, string> = {
  'a stale deployment chunk': 'Failed to fetch dynamically imported module: /assets/learn-x1.js',
  'another undefined read': "Cannot read properties of undefined (reading 'points')",
  'another missing mark':
    "Failed to execute 'measure' on 'Performance': The mark 'chapterStart' does not exist.",
  'another not-a-function': 'answers.split is not a function',
  'a method error of ours': 'Method not allowed',
  'a network error of ours': 'NetworkError while uploading the file',
  'a plain TypeError': "Cannot read properties of null (reading 'focus')",
  'a pushState error': "Failed to execute 'pushState' on 'History': a state object is too large",
};

/** The frame that threw, last in Sentry's oldest-first order. */
function thrownIn(filename: string): StackFrame[] {
  return [APP_FRAME, { filename, function: 'render', in_app: false }];
}

const NOISE_SCRIPTS: Record<string, string> = {
  'LaTeX (KaTeX, dev)': '/node_modules/katex/dist/katex.mjs',
  'LaTeX (KaTeX chunk)': 'https://web-ed.example/assets/katex-9f8e7d.js',
  'virtualized list': '/node_modules/react-virtualized/dist/es/List/List.js',
  'virtualized list (react-window)': '/node_modules/react-window/dist/index.esm.js',
  'table-cell styling': 'https://web-ed.example/assets/TableCell-3c2b1a.js',
  'table-cell styling (kebab)': '/node_modules/some-ui/table-cell.styles.js',
  'instant-web script': 'https://cdn.example/instant-web/v2/instant-web.min.js',
};

describe('noise filter (section 8)', () => {
  for (const [item, message] of Object.entries(NOISE)) {
    it(`drops ${item}`, () => {
      const e = event(message, [APP_FRAME]);
      expect(isNoise(e)).toBe(true);
      expect(dropNoise(e, {})).toBeNull();
    });
  }

  for (const [item, message] of Object.entries(REAL)) {
    it(`keeps ${item}`, () => {
      const e = event(message, [APP_FRAME]);
      expect(dropNoise(e, {})).toBe(e);
    });
  }

  for (const [item, filename] of Object.entries(NOISE_SCRIPTS)) {
    it(`drops an error thrown in ${item}`, () => {
      expect(isNoise(event('Something broke', thrownIn(filename)))).toBe(true);
    });
  }

  it('keeps an error thrown in our code even when a noisy script is lower in the stack', () => {
    const frames: StackFrame[] = [
      { filename: '/node_modules/react-window/dist/index.esm.js', function: 'renderRow' },
      APP_FRAME,
    ];
    expect(isNoise(event('Something broke', frames))).toBe(false);
  });

  it('keeps an error with no stack trace', () => {
    expect(isNoise(event('Something broke'))).toBe(false);
  });

  it('matches the module name when the file name is missing', () => {
    const frames: StackFrame[] = [APP_FRAME, { module: 'katex/dist/katex', function: 'parse' }];
    expect(isNoise(event('Something broke', frames))).toBe(true);
  });

  it('checks every exception of a chain (an error and its cause)', () => {
    const e: ErrorEvent = {
      type: undefined,
      exception: {
        values: [
          { type: 'TypeError', value: 'Failed to fetch' },
          { type: 'Error', value: 'Loading the profile failed' },
        ],
      },
    };
    expect(isNoise(e)).toBe(true);
  });

  it('drops a captured message and a noisy original exception', () => {
    expect(isNoise({ type: undefined, message: 'Cancel rendering route' })).toBe(true);
    const plain: ErrorEvent = { type: undefined, message: 'Error' };
    expect(isNoise(plain, { originalException: new TypeError('Failed to fetch') })).toBe(true);
    expect(isNoise(plain, { originalException: 'Method not found' })).toBe(true);
    expect(isNoise(plain, { originalException: new Error('Quiz failed to load') })).toBe(false);
  });
});
