import { expect, type Page } from '@playwright/test';

/** The authenticated layout: header, sidebar, bottom bar. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  sidebar() {
    return this.page.getByTestId('sidebar');
  }

  async menuLabels() {
    await expect(this.sidebar()).toBeVisible();
    return this.sidebar().getByRole('link').allInnerTexts();
  }

  async openMenu(label: string) {
    await this.sidebar().getByRole('link', { name: label, exact: true }).click();
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }

  async expectPath(path: string) {
    await expect(this.page).toHaveURL(new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }
}
