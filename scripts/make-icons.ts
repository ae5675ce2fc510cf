/**
 * Renders the app icons (public/icons/*.png) from public/icons/icon.svg in Debian's Chromium,
 * so the PNG sizes a web manifest needs, the apple-touch-icon and the monochrome notification
 * badge come from one drawing. Run after changing the SVG:
 * `npx tsx scripts/make-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
/** `maskable`: the safe zone is the inner 80 %, so the drawing shrinks onto a full square. */
const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
];
for (const { file, size, maskable } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#1a56b8' : 'transparent'}">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
}
// The notification badge: Android draws only its alpha channel, so the mark alone, white on
// transparent (the colour icon would show as a plain square).
const mark = svg.replace(/<rect[^>]*\/>/, '');
await page.setViewportSize({ width: 96, height: 96 });
await page.setContent(
  `<body style="margin:0;background:transparent">${mark.replace('<svg ', '<svg width="96" height="96" ')}</body>`,
);
await page.screenshot({ path: 'public/icons/badge-96.png', omitBackground: true });
await browser.close();
console.log(`icons: ${[...targets.map((t) => t.file), 'badge-96.png'].join(', ')}`);
