import { expect, type Locator, type Page } from '@playwright/test';
import { mailedCode } from '../../support/mailbox';
import { textedCode } from '../../support/sms';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A sign-up wizard or profile page of the onboarding remote (one engine, so one page object). */
export class WizardPage {
  constructor(readonly page: Page) {}

  /** Opens a wizard by its address; the first load of the remote can take a while on a busy machine. */
  async open(url: string) {
    await this.page.goto(url);
    await expect(this.page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(typeof label === 'string' ? new RegExp(`^${label}`) : label);
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async select(label: string, value: string) {
    await this.field(label).selectOption(value);
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  async expectStep(name: string | RegExp) {
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** The privacy notice's own consent on the Terms step, never ticked beforehand (DPDP Act 2023 s. 6). */
  async agreeToPrivacyNotice() {
    await this.page.getByLabel('I have read this notice and agree to my data being used for this case').check();
  }

  async saveAndContinue() {
    await this.page.getByRole('button', { name: /^(Save & Continue|Save)$/ }).click();
  }

  /** Attaches a file through the drag-and-drop dialog (PDF unless the name ends .png). */
  async attach(label: string, fileName: string, toast?: string) {
    await this.page.getByRole('button', { name: new RegExp(`^(Attach|Replace) ${label}$`) }).click();
    const dialog = this.page.getByRole('dialog', { name: `Attach ${label}` });
    await dialog.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
      buffer: fileName.endsWith('.png') ? PNG : PDF,
    });
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    if (toast) await expect(this.page.getByText(toast)).toBeVisible();
    await expect(this.page.getByRole('button', { name: `Replace ${label}` })).toBeVisible();
  }

  /**
   * Proves the e-mail or mobile typed in the contact section: Send code, the code read from the
   * mailbox or the SMS outbox, Verify; the field then shows it verified.
   */
  async verify(channel: 'email' | 'mobile', value: string) {
    const since = Date.now() - 1000;
    await this.page.getByRole('button', { name: channel === 'email' ? 'Send code to this e-mail' : 'Send code by SMS' }).click();
    await expect(this.page.getByText(/We sent a 6-digit code to/).first()).toBeVisible();
    const baseURL = new URL(this.page.url()).origin;
    const code = channel === 'email' ? await mailedCode(value, since) : await textedCode(baseURL, value.replace(/\D/g, '').slice(-10));
    await this.page.getByLabel(channel === 'email' ? 'Code from the e-mail' : 'Code from the SMS').fill(code);
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(this.page.getByText(channel === 'email' ? 'E-mail verified' : 'Mobile number verified')).toBeVisible();
  }

  /** The final submit: overlay, then the success modal whose OK leads to /login. */
  async expectSignedUp(toast: string) {
    // The toast shows for 2 s, together with the modal.
    await expect(this.page.getByText(toast)).toBeVisible();
    const modal = this.page.getByRole('dialog', { name: 'Signed up' });
    await expect(modal.getByText('Signup Successfully! Your password will be sent to your registered email address shortly.')).toBeVisible();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(this.page).toHaveURL(/#\/login$/);
  }
}
