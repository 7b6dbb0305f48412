import { expect, test } from '../../support/test';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { acceptedDispute, latestCode } from './case-api';

test('the standalone portal: a back arrow, every tab in view at 1280 px, toasts clear of Logout, its favicon', async ({ page, baseURL, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const filed = await acceptedDispute(baseURL!, 15, 'CHROME');
  const login = new RespondentLoginPage(page, 'portal');
  await login.loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
  await new RespondentCasePage(page).expectCase(filed.name);

  // The toast of the login is shown while Logout must already be reachable: nothing lies over it.
  const logout = page.getByRole('button', { name: 'Logout' });
  const box = (await logout.boundingBox())!;
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(onTop).toBe('Logout');

  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  const width = page.viewportSize()!.width;
  for (const name of ['Settlement / Non Settlement', 'Registration']) {
    const tab = (await page.getByRole('tab', { name }).boundingBox())!;
    expect(tab.x + tab.width, `${name} is within the page`).toBeLessThanOrEqual(width);
    const list = (await page.getByRole('tablist').first().boundingBox())!;
    expect(tab.x + tab.width, `${name} is not scrolled out of its strip`).toBeLessThanOrEqual(list.x + list.width + 1);
  }

  expect((await request.get('/respondent/favicon.svg')).status()).toBe(200);
});
