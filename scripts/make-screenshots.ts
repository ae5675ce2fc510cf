/**
 * Takes the web manifest's screenshots (public/screenshots/*.png, the install sheet's pictures)
 * from the real app: a production build served by the real server with a fresh database, a
 * student onboarded through the API, each screen at 360 x 740 in Debian's Chromium. Run after a
 * visible change to those screens: `npm run build && npx tsx scripts/make-screenshots.ts`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM } from './chromium';
import { freePort, firstChapterId, onboard, signIn, startServer } from '../bench/web/server';
import { contextFor, PLAYING, SUBJECT } from '../bench/web/routes';

/** The screens, as apps/web/pwa.config.ts lists them. */
export const SCREENSHOTS = [
  { file: 'home.png', path: () => '/home/', ready: '.home' },
  {
    file: 'learn.png',
    path: (chapter: number) => `/learn/?sid=${SUBJECT}&cid=${chapter}&source=courses`,
    ready: PLAYING,
  },
  { file: 'missions.png', path: () => '/missions/', ready: '.mission' },
] as const;

const root = new URL('../', import.meta.url).pathname;
const server = await startServer(root, await freePort(8095));
const browser = await chromium.launch(CHROMIUM);
try {
  const student = await onboard(
    server.origin,
    await signIn(server.origin, `screens${Date.now()}`),
    'Putri',
    SUBJECT,
  );
  const chapter = await firstChapterId(server.origin, student, SUBJECT);
  for (const shot of SCREENSHOTS) {
    const context = await contextFor(browser, server.origin, student, 'block');
    const page = await context.newPage();
    await page.goto(`${server.origin}${shot.path(chapter)}`);
    await page.locator(shot.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${root}public/screenshots/${shot.file}` });
    await context.close();
  }
  console.log(`screenshots: ${SCREENSHOTS.map((s) => s.file).join(', ')}`);
} finally {
  await browser.close();
  await server.stop();
}
