import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { CHECKED_BUDGETS, brotliBytes, checkBudgets, type MeasuredPage } from 'tooling/budgets';

// The first-load budgets (tooling/budgets/first-load-budgets.cjs) against the built portal: the
// scripts a page really loads in Chromium, each counted as the built file the server sends
// (its precompressed brotli copy), so the figure depends on the build only, never on timing.

const root = path.resolve(__dirname, '..', '..');

/** Where a served script comes from in the builds (see scripts/start.mjs). */
function builtFile(pathname: string): string {
  const remote = pathname.match(/^\/remotes\/(filing|neutral|respondent|onboarding)\/(.+)$/);
  if (remote) return path.join(root, `mfe-${remote[1]}`, 'dist', remote[2]!);
  if (pathname.startsWith('/respondent/')) return path.join(root, 'mfe-respondent', 'dist', 'portal', pathname.slice('/respondent/'.length));
  return path.join(root, 'shell', 'dist', pathname.slice(1));
}

/** Records the scripts the page loads from now on; the returned function gives their paths. */
function recordScripts(page: Page) {
  const paths = new Set<string>();
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') paths.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  return () => {
    page.off('request', listener);
    return [...paths];
  };
}

const bytesOf = (paths: string[]) => paths.reduce((sum, pathname) => sum + brotliBytes(builtFile(pathname)), 0);

/** A remote's first screen counts the remote's own files, beyond what the shell had loaded. */
function remotePage(remote: string, paths: string[]): MeasuredPage {
  return { page: `${remote}'s first screen`, budgetKey: 'remoteFirstScreen', bytes: bytesOf(paths.filter((p) => p.startsWith(`/remotes/${remote}/`))) };
}

test('the login page, the respondent portal and each remote\'s first screen stay within their first-load budgets', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const measured: MeasuredPage[] = [];
  const login = new LoginPage(page);

  let stop = recordScripts(page);
  await login.open();
  await page.waitForLoadState('networkidle');
  const loginScripts = stop();
  measured.push({ page: 'the login page', budgetKey: 'shellLogin', bytes: bytesOf(loginScripts) });

  for (const [remote, hash, ready] of [
    ['onboarding', '/signup', page.getByRole('heading', { level: 1, name: 'Sign up' })],
    ['respondent', '/Respondentlogin', page.getByRole('button', { name: 'Get OTP' })],
  ] as const) {
    stop = recordScripts(page);
    await page.evaluate((to) => {
      window.location.hash = `#${to}`;
    }, hash);
    await expect(ready).toBeVisible();
    await page.waitForLoadState('networkidle');
    measured.push(remotePage(remote, stop()));
  }

  for (const [remote, account] of [
    ['filing', ACCOUNTS.claimant],
    ['neutral', ACCOUNTS.arbitrator],
  ] as const) {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const freshLogin = new LoginPage(fresh);
    await freshLogin.open();
    await fresh.waitForLoadState('networkidle');
    stop = recordScripts(fresh);
    await freshLogin.username().fill(account);
    await freshLogin.password().fill('Demo@1234');
    await freshLogin.submit();
    await expect(fresh).toHaveURL(/#\/dashboard$/);
    await expect(fresh.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await fresh.waitForLoadState('networkidle');
    measured.push(remotePage(remote, stop()));
    await context.close();
  }

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const portal = await phone.newPage();
  stop = recordScripts(portal);
  await portal.goto('/respondent/#/Respondentlogin');
  await expect(portal.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  await portal.waitForLoadState('networkidle');
  measured.push({ page: 'the respondent portal', budgetKey: 'respondentPortal', bytes: bytesOf(stop()) });
  await phone.close();

  // Every page was measured (a page that loaded nothing would pass any budget unnoticed).
  for (const { page: name, bytes } of measured) expect(bytes, name).toBeGreaterThan(0);
  expect(checkBudgets(measured, CHECKED_BUDGETS)).toEqual([]);
});
