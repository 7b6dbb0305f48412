import { expect, type Locator, type Page } from '@playwright/test';

/** /arbitration and /mediations as neutrals and the case manager see them. */
export class NeutralCaseListPage {
  constructor(private readonly page: Page) {}

  async open(kind: 'arbitration' | 'mediations', tab: 'all' | 'draft' | 'completed' = 'all') {
    await this.page.goto(`/#/${kind}?tab=${tab}`);
    await expect(this.page.getByRole('heading', { name: kind === 'arbitration' ? 'Arbitrations' : 'Mediations' })).toBeVisible();
  }

  row(caseName: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: caseName, exact: true }) });
  }

  async assign(caseName: string, neutralEmail: string) {
    await this.row(caseName).getByRole('button', { name: `Assign ${caseName}` }).click();
    const dialog = this.page.getByRole('dialog');
    const select = dialog.getByLabel(/Approved (Arbitrator|Mediator)/);
    await expect(select.locator('option', { hasText: neutralEmail })).toHaveCount(1);
    await select.selectOption({ value: neutralEmail });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  }

  async openAccept(caseName: string) {
    await this.row(caseName).getByRole('button', { name: `Accept ${caseName}` }).click();
    return this.page.getByRole('dialog');
  }
}
