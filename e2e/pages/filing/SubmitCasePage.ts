import { expect, type Locator, type Page } from '@playwright/test';

export interface PartyInput {
  type: 'Individual' | 'Enterprise';
  firstName?: string;
  fathersName?: string;
  companyName?: string;
  email?: string;
  mobile: string;
  /** Respondents only. */
  contactType?: 'Borrower' | 'Co-Borrower' | 'Guarantor';
  address?: { state: string; district: string; taluk: string; pinCode: string; street?: string; city?: string };
}

/** A minimal PDF the server's content check accepts. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The registration wizard /claimantsubmitcase. */
export class SubmitCasePage {
  constructor(private readonly page: Page) {}

  /** A field by its visible label, with or without the required asterisk. */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
  }

  step(label: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^\\d\\. ${label}$`) });
  }

  async expectHeading(text: 'Register a Case for Arbitration' | 'Register a Dispute') {
    await expect(this.page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  }

  async fillAddress(address: NonNullable<PartyInput['address']>) {
    if (address.street) await this.field('Street/Village').fill(address.street);
    await this.field('State').selectOption(address.state);
    await expect(this.field('District').locator('option', { hasText: address.district })).toHaveCount(1);
    await this.field('District').selectOption(address.district);
    if (address.city) await this.field('City').fill(address.city);
    await this.field('Taluk').fill(address.taluk);
    await this.field('Pincode').fill(address.pinCode);
  }

  /** Claimant Details as a lawyer fills them for a claimant. */
  async fillClaimant(party: PartyInput) {
    await this.page.getByRole('radio', { name: party.type }).check();
    if (party.type === 'Enterprise') await this.field('Company Name').fill(party.companyName ?? '');
    else await this.field('First Name').fill(party.firstName ?? '');
    await this.field('Email').fill(party.email ?? '');
    await this.field('Mobile Number').fill(party.mobile);
    if (party.address) await this.fillAddress(party.address);
  }

  async fillRespondent(party: PartyInput, options: { sameAddressAsBorrower?: boolean } = {}) {
    await this.field('Respondent').selectOption(party.type);
    await this.field('Respondent Type').selectOption(party.contactType ?? 'Borrower');
    if (party.type === 'Enterprise') await this.field('Company Name').fill(party.companyName ?? '');
    else {
      await this.field('First Name').fill(party.firstName ?? '');
      await this.field("Father's Name").fill(party.fathersName ?? '');
    }
    if (party.email) await this.field('Email').fill(party.email);
    await this.field('Mobile Number').fill(party.mobile);
    if (options.sameAddressAsBorrower) await this.page.getByLabel('Same Address as Borrower').check();
    else if (party.address) await this.fillAddress(party.address);
  }

  async addMoreRespondent() {
    await this.page.getByRole('button', { name: 'Add More Respondent' }).click();
  }

  async saveAndContinue() {
    await this.page.getByRole('button', { name: 'Save & Continue' }).click();
  }

  async attachFile(fileType: string, name: string) {
    await this.field('File Type').selectOption(fileType);
    await this.page.getByRole('button', { name: 'Attach Files' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Choose files').setInputFiles({ name, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await expect(this.page.getByText('File attachment successful!')).toBeVisible();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}
