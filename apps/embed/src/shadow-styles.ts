/**
 * Every stylesheet of the embed (its own, the Player's, each plugin view's) lands here instead of
 * the partner's document: the build turns each CSS import into a call of `adoptCss` (see
 * ../vite.config.ts), and each element's shadow root adopts them as constructable stylesheets,
 * which a strict style-src (no 'unsafe-inline') allows. A plugin view loaded later adds its sheet
 * to every root already styled. `:root` (the design tokens) becomes `:host`, the root of a shadow
 * tree, so the tokens never reach the partner's page.
 */
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

export function adoptCss(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css.replaceAll(':root', ':host'));
  sheets.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Styles `root` with every sheet, now and later; `release` when the element leaves the page. */
export function styleShadowRoot(root: ShadowRoot): { release: () => void } {
  root.adoptedStyleSheets = [...sheets];
  roots.add(root);
  return { release: () => roots.delete(root) };
}
