import { expect, type Page } from '@playwright/test';

/** /respondentprofile: the respondent's case with its sections as tabs. */
export class RespondentCasePage {
  constructor(private readonly page: Page) {}

  async expectCase(caseNumber: string) {
    await expect(this.page).toHaveURL(/#\/respondentprofile/, { timeout: 15_000 });
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(' vs ');
    await expect(this.page.getByText(caseNumber, { exact: true }).first()).toBeVisible();
  }

  async openSection(name: string) {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}
