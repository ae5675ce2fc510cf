/**
 * Google sign-in in the browser, with a real OpenID provider (apps/server/src/auth/test-issuer.ts,
 * run as a process beside the operations server, which is configured with it): the button comes
 * in the sign-in page's first HTML, a tap goes to the provider, and its login and consent bring
 * the student back signed in, to the onboarding.
 */
import { expect } from '@playwright/test';
import { OPS_PORT } from '../playwright.config';
import { en, s, test, tokenOf } from './support';

test.use({ baseURL: `http://127.0.0.1:${OPS_PORT}` });

test('a student signs in with Google: to the provider and back, signed in', async ({ page }) => {
  const first = await page.request.get('/', { headers: { accept: 'text/html' } });
  expect(await first.text(), 'the button in the first HTML').toContain(
    `>${s(en, 'auth:signInWithGoogle')}</button>`,
  );

  await page.goto('/');
  await page.getByRole('button', { name: s(en, 'auth:signInWithGoogle') }).click();
  // The provider's own pages (oidc-provider's development login and consent).
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:8094\/interaction\//);
  const login = `siti${Date.now() % 1_000_000}`;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  // Consent, then back to the app, which finishes the sign-in with the provider's code.
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/auth/sign-in'));
  await page.locator('button[type="submit"]').click();
  const answer = (await (await signedIn).json()) as { data: { email?: string } };
  expect(answer.data.email, 'the provider account').toBe(`${login}@example.test`);

  await expect(page.getByRole('heading', { name: s(en, 'onboarding:title') })).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(page.url()).port).toBe(String(OPS_PORT));
  const token = await tokenOf(page);
  const info = await page.request.get('/user-service/api/web-ed/user/get-user-info', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(info.status()).toBe(200);
});
