import { expect, type Browser, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';

/** A fresh browser context logged in as one demo account. */
export async function loggedIn(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await new LoginPage(page).loginAs(email);
  // The home page of the role; the login toast may already be gone on a slow machine.
  await expect(page).toHaveURL(/#\/(dashboard|mediatordashboard)$/);
  return page;
}
