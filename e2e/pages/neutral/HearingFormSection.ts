import { expect, type Locator, type Page } from '@playwright/test';

/** A hearing form (in a stepper panel or on /hearing/:id). */
export class HearingFormSection {
  readonly form: Locator;

  constructor(
    private readonly page: Page,
    hearingType: string,
  ) {
    this.form = page.getByRole('form', { name: `${hearingType} form` });
  }

  async addAttendee(name: string, designation: string, representing: string) {
    await this.form.getByLabel(/^Attendee Name/).fill(name);
    await this.form.getByLabel(/^Designation/).fill(designation);
    await this.form.getByLabel(/^Representing/).fill(representing);
    await this.form.getByRole('button', { name: 'Add Attendee' }).click();
    await expect(this.form.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  async writeMinutes(text: string) {
    await this.form.getByLabel('Minutes of Meeting').fill(text);
  }

  async save() {
    await this.form.getByRole('button', { name: /^(Save|Update) Hearing$/ }).click();
    await expect(this.page.getByText('Hearing added or updated successfully').last()).toBeVisible();
  }
}
