import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { Popup } from './popup';

const css = readFileSync(new URL('./popup.css', import.meta.url), 'utf8');

describe('popup (section 8)', () => {
  it('shows an error popup as an alert dialog in the error colour', () => {
    const html = renderToStaticMarkup(
      <Popup type="error" title="Upload failed" onClose={() => undefined} actions={<button />}>
        File gagal diunggah silahkan coba kembali
      </Popup>,
    );
    expect(html).toContain('class="popup popup--error"');
    expect(html).toContain('role="alertdialog"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${labelledBy}"`);
    expect(css).toMatch(/\.popup--error \{[^}]*border-top-color: var\(--color-danger\)/);
    expect(css).toMatch(/\.popup--error \.popup__title \{[^}]*color: var\(--color-danger\)/);
  });

  it('shows other types as a plain dialog, info by default', () => {
    const html = renderToStaticMarkup(
      <Popup title="Time to review!" onClose={() => undefined} actions={<button />} />,
    );
    expect(html).toContain('class="popup popup--info"');
    expect(html).not.toContain('role=');
    expect(html).not.toContain('popup__text');
  });
});
