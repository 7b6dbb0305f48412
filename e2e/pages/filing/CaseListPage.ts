import { expect, type Page } from '@playwright/test';

/** /arbitration or /mediations for a claimant or lawyer. */
export class CaseListPage {
  constructor(private readonly page: Page) {}

  async openTab(name: 'All' | 'Draft' | 'Completed') {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await expect(this.page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  async search(text: string) {
    await this.page.getByLabel('Search', { exact: true }).fill(text);
  }

  row(caseName: string) {
    return this.page.getByRole('row').filter({ hasText: caseName });
  }

  /** The first data row (newest first). */
  firstRow() {
    return this.page.getByRole('row').nth(1);
  }
}
