import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { inlineEntryCss } from './inline-entry-css';

type Hook = { handler: (html: string, context: { bundle?: Rolldown.OutputBundle }) => string };

const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });

const bundle = {
  'assets/main.css': asset('assets/main.css', '.app{display:flex}'),
  'assets/vendor.css': asset('assets/vendor.css', ':root{--c:red}'),
  'assets/odd.css': asset('assets/odd.css', '.a::after{content:"</style>"}'),
} as unknown as Rolldown.OutputBundle;

const transform = (html: string, withBundle = true) =>
  (inlineEntryCss().transformIndexHtml as unknown as Hook).handler(
    html,
    withBundle ? { bundle } : {},
  );

describe('entry CSS inlined in the HTML', () => {
  it('inlines each built stylesheet in place and keeps its link, disabled', () => {
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/vendor.css">' +
      '<link rel="stylesheet" href="/assets/main.css"></head>';
    expect(transform(page)).toBe(
      '<head><style>:root{--c:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/vendor.css" disabled>' +
        '<style>.app{display:flex}</style>' +
        '<link rel="stylesheet" href="/assets/main.css" disabled></head>',
    );
  });

  it('leaves other links alone: not built here, or able to close the style element', () => {
    const page =
      '<link rel="stylesheet" href="/elsewhere.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/odd.css">' +
      '<link rel="manifest" href="/manifest.webmanifest">';
    expect(transform(page)).toBe(page);
    expect(transform('<link rel="stylesheet" href="/assets/main.css">', false)).toBe(
      '<link rel="stylesheet" href="/assets/main.css">',
    );
  });
});
