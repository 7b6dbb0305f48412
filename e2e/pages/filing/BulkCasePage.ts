import { expect, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** /claimantbulkcase: template, upload, Case Summary, the import's progress. */
export class BulkCasePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole('link', { name: 'Bulk case' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Bulk case' })).toBeVisible();
  }

  private async download(action: () => Promise<void>): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), action()]);
    return { download, text: (await readFile(await download.path())).toString('utf8') };
  }

  /** Download Template → CSV: the template's text. */
  async downloadCsvTemplate(): Promise<string> {
    const { text } = await this.download(async () => {
      await this.page.getByRole('button', { name: 'Download Template' }).click();
      await this.page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    });
    return text;
  }

  async downloadXlsxTemplate(): Promise<Download> {
    const { download } = await this.download(async () => {
      await this.page.getByRole('button', { name: 'Download Template' }).click();
      await this.page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    });
    return download;
  }

  async downloadErrors(): Promise<string> {
    return (await this.download(() => this.page.getByRole('button', { name: 'Download errors (CSV)' }).click())).text;
  }

  async upload(name: string, content: string) {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await expect(this.page.getByText(name)).toBeVisible();
  }

  async saveAndContinue() {
    await this.page.getByRole('button', { name: 'Save & Continue' }).click();
  }

  summaryRow(rowNumber: number) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: String(rowNumber), exact: true }) });
  }
}
