import { defineConfig } from '@playwright/test';
import e2e from '../../e2e/playwright.config';

/** The e2e set-up (built portal, fresh server with the demo data) running the screenshot script. */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: ['screenshots.spec.ts', 'bulk-screenshots.spec.ts'],
  outputDir: '../../test-results/filing-screenshots',
  workers: 1,
});
