import { expect, type Page } from '@playwright/test';

/** Where the respondent screens are: the standalone portal, or the shell that mounts the remote. */
export type RespondentDeployment = 'portal' | 'shell';

export const DEPLOYMENT_ROOT: Record<RespondentDeployment, string> = { portal: '/respondent/', shell: '/' };

/** /Respondentlogin and its OTP step. */
export class RespondentLoginPage {
  constructor(
    private readonly page: Page,
    private readonly deployment: RespondentDeployment,
  ) {}

  async open(caseNumber?: string) {
    const path = caseNumber ? `/Respondentlogin/${caseNumber}` : '/Respondentlogin';
    await this.page.goto(`${DEPLOYMENT_ROOT[this.deployment]}#${path}`);
    await expect(this.page.getByRole('heading', { name: 'Respondent & Advocate Login' })).toBeVisible();
  }

  caseNumber() {
    return this.page.getByLabel(/^Case Number/);
  }

  async requestCode({ mobile, role = 'Borrower' }: { mobile: string; role?: string }) {
    await this.page.getByLabel(/^Mobile Number/).fill(mobile);
    await this.page.getByRole('combobox', { name: /^Role/ }).selectOption(role);
    await this.page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(this.page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  }

  async enterCode(code: string) {
    await this.page.getByLabel(/^One-time code, digit/).first().click();
    await this.page.keyboard.type(code);
  }

  async verify() {
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  /** The whole login: form, the code read by `readCode` (from the SMS outbox), Verify. */
  async loginAs(caseNumber: string, mobile: string, readCode: () => Promise<string>) {
    await this.open(caseNumber);
    await this.requestCode({ mobile });
    await this.enterCode(await readCode());
    await this.verify();
    await expect(this.page).toHaveURL(/#\/respondentprofile/, { timeout: 15_000 });
  }
}
