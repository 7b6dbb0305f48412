import { expect, type Locator, type Page } from '@playwright/test';

/** The neutral's case view with the Case Management stepper. */
export class NeutralCaseViewPage {
  constructor(private readonly page: Page) {}

  /** `options.timeout`: a longer wait for the first screen of a remote on a loaded machine. */
  async open(caseName: string, options: { timeout?: number } = {}) {
    const path = caseName.startsWith('MED') ? 'mediationview' : 'arbitrationview';
    await this.page.goto(`/#/${path}/${caseName}`);
    await expect(this.page.getByText(caseName, { exact: true }).first()).toBeVisible(options);
  }

  stepper(): Locator {
    return this.page.getByTestId('case-stepper');
  }

  async expectCurrentStep(step: number, of: number) {
    await expect(this.stepper()).toHaveAttribute('data-current-step', String(step));
    await expect(this.stepper()).toHaveAttribute('data-step-count', String(of));
  }

  async moveStage(stage: string) {
    await this.page.getByLabel('Move case to stage').selectOption(stage);
    await this.page.getByRole('button', { name: 'Move stage' }).click();
    await expect(this.page.getByText(`Stage changed to ${stage}`)).toBeVisible();
  }

  stepTitle(): Locator {
    return this.page.locator('#step-panel-title');
  }

  async showStep(label: string) {
    for (let guard = 0; guard < 12; guard += 1) {
      if ((await this.stepTitle().textContent()) === label) return;
      await this.page.getByRole('button', { name: 'Next step' }).click();
    }
    throw new Error(`Step ${label} not found`);
  }
}
