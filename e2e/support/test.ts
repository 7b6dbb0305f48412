import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };
export type { Browser, Page, TestInfo } from '@playwright/test';

/** Collects what Chromium blocked under the page's Content-Security-Policy in this context. */
async function watchPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.exposeFunction('__reportCspViolation', (text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}`);
    });
  });
}

/**
 * Every journey runs under the server's Content-Security-Policy: a blocked script, style,
 * font, image or connection, in the test's own context or in any context it opens, fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchPolicy(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const opened = await newContext(...args);
        await watchPolicy(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
