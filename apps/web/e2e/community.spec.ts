/**
 * Community and voting, as two students would in two browser contexts against the real server:
 * a signed-out visitor opens a shared vote link, signs in and lands on that candidate
 * (voting_link); both join the seeded community (content-fixtures/community); one posts (text
 * with a picture), the other sees it appear live and replies, and the first sees the reply live;
 * stored text with a script tag, an event handler and a javascript: link is shown as harmless
 * text and it reaches the newsfeed; both take their starter votes (the demo grant of content-fixtures/voting/events.json)
 * and vote, and the live standings move for both without a reload.
 */
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { ROOT, SHOTS, test } from './support';

type Strings = Record<string, string>;
const read = (ns: string): Strings =>
  JSON.parse(readFileSync(`${ROOT}packages/i18n/locales/en/${ns}.json`, 'utf8')) as Strings;
const auth = read('auth');
const community = read('community');
const voting = read('voting');
const fill = (text: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

const EVENT = 'best-school-garden';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EVIL =
  '<script>window.__xss=1</script> <img src=x onerror="window.__xss=2"> ' +
  '<a href="javascript:window.__xss=3">tap</a> javascript:window.__xss=4 ' +
  'Our garden: https://example.org/garden';

async function student(browser: Browser, name: string, firstPath = '/login/'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(firstPath);
  await expect(page).toHaveURL(/\/login\//);
  await page.getByLabel(auth.localSignInLabel!).fill(name);
  await page.getByRole('button', { name: auth.signIn!, exact: true }).click();
  return page;
}

async function openCommunity(page: Page): Promise<void> {
  await page.goto('/community/explore/?school=SMAN');
  const card = page.locator('.community-card').filter({ hasText: 'SMAN 1 Jakarta' });
  await expect(card).toBeVisible();
  await card
    .getByRole('button', { name: fill(community.joinNamed!, { name: 'SMAN 1 Jakarta' }) })
    .click();
  await expect(card.getByRole('button', { name: community.join! })).toHaveCount(0);
  await card.getByRole('link', { name: 'SMAN 1 Jakarta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SMAN 1 Jakarta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: community.feedTitle! })).toBeVisible();
}

const standingVotes = (page: Page, candidate: string) =>
  page.locator(`.standing[data-candidate="${candidate}"] .standing__votes`);

test('two students: a live post and reply, harmless stored markup, and live standings for both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now() % 1_000_000;

  // A signed-out visitor follows a shared vote link, signs in and lands on that candidate.
  const link = `/voting/detail/?event=${EVENT}&candidate=herb-spiral`;
  const a = await student(browser, `rina${suffix}`, link);
  await expect(a).toHaveURL(/\/voting\/detail\/\?.*candidate=herb-spiral/);
  await expect(a.getByRole('heading', { level: 1, name: 'Herb Spiral' })).toBeVisible();
  await expect(a.locator('[data-vote-state]')).toHaveAttribute('data-vote-state', '2_la');

  const b = await student(browser, `budi${suffix}`);
  await openCommunity(a);
  await openCommunity(b);

  // A writes a post with a picture; B, who has not reloaded, sees it appear.
  await a.getByRole('link', { name: community.writePost! }).click();
  await a.getByLabel(community.postLabel!).fill(EVIL);
  await a.getByLabel(community.imageLabel!).setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(a.getByRole('img', { name: community.imagePreviewAlt! })).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/community-post.png`, fullPage: true });
  await a.getByRole('button', { name: community.publish! }).click();
  await expect(a).toHaveURL(/\/community\/current\/\?/);
  const onB = b.locator('.post').filter({ hasText: 'Our garden' });
  await expect(onB).toBeVisible({ timeout: 15_000 });
  await expect(onB.getByRole('img', { name: community.postImageAlt! })).toBeVisible();

  await b.screenshot({ path: `${SHOTS}/community-feed.png`, fullPage: true });

  // The stored markup is text: no script ran, no element was made from it, no javascript: link.
  for (const p of [a, b]) {
    const post = p.locator('.post').filter({ hasText: 'Our garden' });
    await expect(post.locator('.post__text')).toContainText('<script>window.__xss=1</script>');
    await expect(post.locator('.post__text')).toContainText('onerror="window.__xss=2"');
    expect(await post.locator('.post__text script, .post__text img').count()).toBe(0);
    const anchors = post.locator('.post__text a');
    await expect(anchors).toHaveCount(1);
    await expect(anchors).toHaveAttribute('href', 'https://example.org/garden');
    await expect(anchors).toHaveAttribute('rel', /noopener/);
    expect(await p.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }

  // A opens the comments of the post; B replies; A sees the reply without a reload.
  const onA = a.locator('.post').filter({ hasText: 'Our garden' });
  await onA.getByRole('button', { name: fill(community.comments!, { count: 0 }) }).click();
  await onB.getByRole('button', { name: fill(community.comments!, { count: 0 }) }).click();
  await onB.getByLabel(community.replyLabel!).fill('Beautiful! javascript:alert(1) <b>bold</b>');
  await onB.getByRole('button', { name: community.reply!, exact: true }).click();
  await expect(onA.locator('.comment')).toContainText('<b>bold</b>', { timeout: 15_000 });
  expect(await onA.locator('.comment b, .comment a').count()).toBe(0);

  // The newsfeed on /community/ shows the post, as text.
  await a.goto('/community/');
  const news = a.locator('section[aria-labelledby="newsfeed-title"] .post').filter({
    hasText: 'Our garden',
  });
  await expect(news).toBeVisible();
  await expect(news).toContainText('<script>window.__xss=1</script>');
  await a.screenshot({ path: `${SHOTS}/community-overview.png`, fullPage: true });

  // A standings or thank-you link that names no event, or an unknown one, says the vote is not
  // found and leads to the events (not an error to retry).
  for (const path of ['/voting/standing/', '/voting/thankyou/?event=no-such-event']) {
    await a.goto(path);
    await expect(a.getByRole('heading', { name: voting.notFoundTitle! })).toBeVisible();
    await expect(a.getByRole('link', { name: voting.seeEvents! })).toBeVisible();
  }

  // Both take the starter votes and watch the standings; each vote moves them for both.
  for (const p of [a, b]) {
    await p.goto(`/voting/participate?event=${EVENT}`);
    await p.getByRole('button', { name: fill(voting.getStarterVotes!, { votes: 3 }) }).click();
    await expect(p.locator('[data-vote-state]').first()).toHaveAttribute(
      'data-vote-state',
      '1_normal',
    );
    await p.goto(`/voting/standing/?event=${EVENT}`);
    await expect(standingVotes(p, 'rooftop-greens')).toHaveAttribute('data-votes', '0');
  }
  await a.getByRole('button', { name: fill(voting.voteFor!, { name: 'Rooftop Greens' }) }).click();
  for (const p of [a, b])
    await expect(standingVotes(p, 'rooftop-greens')).toHaveAttribute('data-votes', '1');
  await b
    .getByRole('button', { name: fill(voting.voteFor!, { name: 'Butterfly Corner' }) })
    .click();
  await b.getByRole('button', { name: fill(voting.voteFor!, { name: 'Rooftop Greens' }) }).click();
  for (const p of [a, b]) {
    await expect(standingVotes(p, 'rooftop-greens')).toHaveAttribute('data-votes', '2');
    await expect(standingVotes(p, 'butterfly-corner')).toHaveAttribute('data-votes', '1');
  }
  await expect(a.locator('.vote-state')).toHaveAttribute('data-vote-state', '1_vote');
  await a.screenshot({ path: `${SHOTS}/voting-standing.png`, fullPage: true });
});
