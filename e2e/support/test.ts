import { expect, test as base } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';

/**
 * Every journey runs under the server's Content-Security-Policy: a blocked script, style,
 * font, image or connection is reported by Chromium on the console, and fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      context.on('page', (page) => {
        void page
          .exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
          .catch(() => undefined);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
