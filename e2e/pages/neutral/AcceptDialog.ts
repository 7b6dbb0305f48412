import type { Locator } from '@playwright/test';

/** The neutral's acceptance form (first hearing and acceptance). */
export class AcceptDialog {
  constructor(private readonly dialog: Locator) {}

  async fill(values: { mode: 'Online' | 'Offline'; link?: string; location?: string; date: string; time: string; dueDate?: string }) {
    await this.dialog.getByLabel(/^Mode of Hearing/).selectOption(values.mode);
    if (values.mode === 'Online') await this.dialog.getByLabel(/^Video Conference Link/).fill(values.link ?? '');
    else await this.dialog.getByLabel(/^Hearing Location/).fill(values.location ?? '');
    await this.dialog.getByLabel(/^First Hearing Date/).fill(values.date);
    await this.dialog.getByLabel(/^First Hearing Time/).fill(values.time);
    if (values.dueDate) await this.dialog.getByLabel(/^Due Date/).fill(values.dueDate);
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  }
}
