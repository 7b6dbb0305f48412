import { expect as baseExpect, test as baseTest } from '@playwright/test';
import { expect, test } from '../support/test';

test('the shell is served under a strict policy and its styles still apply', async ({ page }) => {
  const response = await page.goto('/#/login');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toContain('unsafe-inline');
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // Mantine's injected CSS variables carry the page's nonce and are applied.
  const styles = await page.evaluate(() => ({
    injected: [...document.querySelectorAll('style')].map((style) => style.nonce !== ''),
    primary: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-6').trim(),
  }));
  expect(styles.injected.length).toBeGreaterThan(0);
  expect(styles.injected.every(Boolean)).toBe(true);
  expect(styles.primary).not.toBe('');
});

test('the standalone respondent portal runs under the same policy', async ({ page }) => {
  const response = await page.goto('/respondent/');
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading').first()).toBeVisible();
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-6'));
  expect(primary.trim()).not.toBe('');
});

// Without the violation guard: this test provokes violations on purpose.
baseTest('an injected inline script or style without the nonce is refused', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__violation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violation: (d: string) => void }).__violation(event.effectiveDirective);
    });
  });
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(1, 2, 3) !important }';
    document.head.append(style);
    return new Promise<{ script: boolean; background: string }>((resolve) =>
      setTimeout(() => resolve({
        script: (window as unknown as { __injected?: boolean }).__injected === true,
        background: getComputedStyle(document.body).backgroundColor,
      }), 200),
    );
  });
  baseExpect(ran.script).toBe(false);
  baseExpect(ran.background).not.toBe('rgb(1, 2, 3)');
  await baseExpect.poll(() => violations).toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem']));
});
