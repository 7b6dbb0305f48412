// Where the message catalogues live, found rather than listed: every `<package>/src/locales/<part>/`
// folder holding an `en.json`. A new catalogue (a remote's screens, say) needs no entry here; the
// compile script and the catalogue test both read this.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** The front-end packages, whose `src/` holds the code that uses the catalogues. */
const PACKAGES = ['shell', 'mfe-filing', 'mfe-neutral', 'mfe-onboarding', 'mfe-respondent', 'shared-ui'];

/**
 * Catalogues a respondent reads (their portal, the design kit's case view, the deadline badge and
 * shared-ui's general components): each must have every language the portal offers. The
 * professionals' catalogues may be English only, ready for translation.
 */
const RESPONDENT_FACING = [
  'mfe-respondent/src/locales/login',
  'mfe-respondent/src/locales/case',
  'shared-ui/src/locales/kit',
  'shared-ui/src/locales/deadline',
  'shared-ui/src/locales/common',
];

/** Every catalogue folder, relative to the repository's root, in a stable order. */
function catalogueDirs() {
  return PACKAGES.flatMap((pkg) => {
    const locales = path.join(ROOT, pkg, 'src', 'locales');
    if (!existsSync(locales)) return [];
    return readdirSync(locales, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(locales, entry.name, 'en.json')))
      .map((entry) => `${pkg}/src/locales/${entry.name}`)
      .sort();
  });
}

module.exports = { ROOT, PACKAGES, RESPONDENT_FACING, catalogueDirs };
