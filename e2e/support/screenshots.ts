import type { Page } from '@playwright/test';

/**
 * A picture of the whole page as someone scrolling it sees it. The window is first made as tall as
 * the page, so the fixed header and sidebar stand where they belong; a full-page capture of a
 * normal window paints them over the first screen only.
 */
export async function screenshotWholePage(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) {
    await page.screenshot({ path, fullPage: true });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    // The sidebar grows to the new height through a CSS transition: finish it before the capture.
    await page.screenshot({ path, animations: 'disabled' });
  } finally {
    await page.setViewportSize(viewport);
  }
}
