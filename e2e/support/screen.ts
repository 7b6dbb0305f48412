import { expect, type Browser, type Page } from '@playwright/test';

/*
 * What journeys check on every screen, written once: the phone they use, how long a screen may
 * take to arrive on a loaded machine, the toast that says a save happened, and that a page fits.
 */

/** The narrowest phone the portal supports (SPEC: works at 360 px). */
export const PHONE = { width: 360, height: 740 };

/** A screen that loads a remote or a case may take this long on a busy CI machine. */
export const ARRIVAL = { timeout: 30_000 };

/** The success (or error) toast with this text is shown. */
export async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
}

/** Nothing on the page is wider than the screen: no table, badge or button scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `nothing scrolls sideways at ${page.viewportSize()?.width ?? '?'} px`).toBeLessThanOrEqual(0);
}

/** A new phone-sized, touch browser context and its first page; close the context when done. */
export async function onPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}
