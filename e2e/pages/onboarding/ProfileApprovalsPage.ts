import { expect, type Page } from '@playwright/test';

/** The case manager's Profile Approvals queue (/profileapprovals) and its review dialog. */
export class ProfileApprovalsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole('link', { name: 'Profile Approvals' }).first().click();
    await expect(this.page).toHaveURL(/#\/profileapprovals$/);
    await expect(this.page.getByRole('heading', { name: 'Profile approvals' })).toBeVisible({ timeout: 60_000 });
  }

  /** Opens the applicant's review, checks the letters they attached are there, approves. */
  async approve(applicant: string) {
    // An applicant with their own PAN, Aadhaar and mobile shares none of them with another profile.
    await expect(this.page.getByRole('row').filter({ hasText: applicant })).toContainText('None shared');
    await this.page.getByRole('button', { name: `Review ${applicant}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Review ${applicant}` });
    await expect(dialog.getByRole('link', { name: 'Signature' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Letterhead' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(this.page.getByText('Profile approved; the applicant has been e-mailed')).toBeVisible();
    // Reviewed, the applicant leaves the queue.
    await expect(this.page.getByRole('button', { name: `Review ${applicant}` })).toHaveCount(0);
  }
}
