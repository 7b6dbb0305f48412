import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(__filename);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 levels A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it stands and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated by the test runner, not added as a <script>: the page's policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    type Result = { violations: { id: string; impact: string | null; help: string; tags: string[]; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // Experimental rules are still being tuned by axe's authors; the WCAG rules are the bar.
    return result.violations.filter((violation) => !violation.tags.includes('experimental')).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, WCAG_TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Fails with a readable list when the page has a serious or critical WCAG 2.2 A/AA violation. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // Wait until loaders are gone: a spinner's half-drawn state is not the screen.
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const violations = await seriousViolations(page);
  const report = violations.map((violation) => `${violation.impact} ${violation.id} ×${violation.targets.length}: ${violation.help}\n    ${violation.targets.slice(0, 5).join('\n    ')}`).join('\n');
  expect(violations, `${screen}\n${report}`).toEqual([]);
}
