// The most script a first visit may download, brotli-compressed as the server sends it. A screen
// that needs more must load the extra lazily (when it is used), not on the first visit.
// To hold a new page to a budget, add a key here and measure the page in
// e2e/tests/first-load-budget.spec.ts (and in tooling/bench/first-load.mjs for the figures).
const { readFileSync, existsSync } = require('node:fs');
const { brotliCompressSync, constants } = require('node:zlib');

const KB = 1024;

/** Bytes per page; remote screens count what they add beyond the shell already loaded. */
const FIRST_LOAD_BUDGETS = Object.freeze({
  /** The shell's /#/login: what lenders' staff load dozens of times a day. */
  shellLogin: 170 * KB,
  /** The standalone respondent portal's login at /respondent/: borrowers on low-end phones. */
  respondentPortal: 120 * KB,
  /** A remote's entry and its first screen, beyond what the shell has already loaded. */
  remoteFirstScreen: 60 * KB,
});

/**
 * Pages not at their goal yet: the most they may load meanwhile, so they cannot grow further. The
 * bench still prints them against the goal. Remove an entry as soon as its page meets the goal.
 */
const INTERIM_CEILINGS = Object.freeze({});

/** What the browser tests hold each page to: the goals, or a page's interim ceiling. */
const CHECKED_BUDGETS = Object.freeze({
  ...FIRST_LOAD_BUDGETS,
  ...INTERIM_CEILINGS,
});

/**
 * The size of a built file as the server sends it: its precompressed `.br` sibling when the build
 * wrote one, else the file compressed the same way (brotli, best quality). Deterministic.
 */
function brotliBytes(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Compares measured pages with their budgets.
 * @param {{ page: string, budgetKey: string, bytes: number }[]} pages
 * @param {Record<string, number>} [budgets]
 * @returns {string[]} one message per page over its budget (empty when every page fits)
 */
function checkBudgets(pages, budgets = FIRST_LOAD_BUDGETS) {
  const failures = [];
  for (const { page, budgetKey, bytes } of pages) {
    const budget = budgets[budgetKey];
    if (typeof budget !== 'number') {
      failures.push(`${page}: no budget named "${budgetKey}"`);
    } else if (bytes > budget) {
      failures.push(`${page}: ${formatKb(bytes)} of script is over its ${formatKb(budget)} budget by ${formatKb(bytes - budget)}`);
    }
  }
  return failures;
}

module.exports = { FIRST_LOAD_BUDGETS, INTERIM_CEILINGS, CHECKED_BUDGETS, brotliBytes, checkBudgets, formatKb };
