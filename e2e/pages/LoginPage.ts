import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts';

/** The shell's /login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/#/login');
    await expect(this.page.getByRole('heading', { name: 'Login' })).toBeVisible();
  }

  username() {
    return this.page.getByLabel('Email or Phone Number');
  }

  password() {
    return this.page.getByLabel(/^Password/);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  async loginAs(email: string, password = DEMO_PASSWORD) {
    await this.open();
    await this.username().fill(email);
    await this.password().fill(password);
    await this.submit();
  }
}
