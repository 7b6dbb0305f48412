import { expect, type Locator, type Page } from '@playwright/test';

/** /caseconsistency: the case manager's list of cases whose stage contradicts their records. */
export class CaseConsistencyPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/caseconsistency');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { name: 'Case consistency' })).toBeVisible({ timeout: 60_000 });
    await expect(this.page.getByRole('status', { name: /Checking every case/ })).toHaveCount(0, { timeout: 30_000 });
  }

  table(): Locator {
    return this.page.getByRole('table', { name: /whose stage contradicts their records/ });
  }

  row(caseName: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: caseName, exact: true }) });
  }

  /** Opens the correction dialog of a listed case. */
  async openCorrection(caseName: string): Promise<Locator> {
    await this.row(caseName).getByRole('button', { name: `Correct stage of ${caseName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Correct the stage of ${caseName}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** The correction dialog, wherever it was opened (the consistency list or the case view). */
export async function correctStage(dialog: Locator, stage: string, reason: string) {
  await dialog.getByLabel(/Correct stage to/).selectOption(stage);
  await dialog.getByLabel(/Reason for the correction/).fill(reason);
  await dialog.getByRole('button', { name: 'Correct stage', exact: true }).click();
}
