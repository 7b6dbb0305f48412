import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of a Mantine Select by its label inside `scope`. */
export async function choose(page: Page, scope: Locator | Page, label: RegExp, option: string | RegExp) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** /dispatch/:id: the four trackers of a case and the editor of one dispatch. */
export class DispatchTrackerPage {
  constructor(private readonly page: Page) {}

  async open(caseName: string, kind: 'consent' | 'fhn' | 'shn' | 'award' = 'consent') {
    await this.page.goto(`/#/dispatch/${caseName}?kind=${kind}`);
    await expect(this.page.getByRole('heading', { name: `Dispatches: ${caseName}` })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  recipient(index: number): Locator {
    return this.dialog().getByRole('group', { name: `Recipient ${index}` });
  }

  async fillRecipient(index: number, values: { party?: RegExp; channel?: string; date?: string; tracking?: string; received?: string; acknowledged?: boolean }) {
    const row = this.recipient(index);
    if (values.party) await choose(this.page, row, /^Recipient/, values.party);
    if (values.channel) await choose(this.page, row, /^Channel/, values.channel);
    if (values.date !== undefined) await row.getByLabel(/^Dispatch date/).fill(values.date);
    if (values.tracking !== undefined) await row.getByLabel(/^Tracking id/).fill(values.tracking);
    if (values.received !== undefined) await row.getByLabel(/^Received date/).fill(values.received);
    if (values.acknowledged !== undefined) await row.getByLabel('Receipt acknowledged').setChecked(values.acknowledged);
  }

  deliveries(recordName?: string): Locator {
    return recordName ? this.page.getByRole('table', { name: `Deliveries of ${recordName}` }) : this.page.getByRole('table').first();
  }
}
