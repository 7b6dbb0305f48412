// Lint (`npm test -- lint`): the architecture's import rules. Style is left to TypeScript and review.
//   mfe-* → shared-ui → shared-api; shell → shared-ui → shared-api; the server → shared-api's pure
//   modules only (rules, schemas, bulk, doctypes); no remote imports another remote; shared-api
//   never imports shared-ui or React; no package reaches into another's `src`; no runtime import
//   cycles. Unused exports are knip's (knip.jsonc).
import tsParser from '@typescript-eslint/parser';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** Findings fail `npm test` ('error'); 'warn' only while a change is being brought in. */
const LEVEL = 'error';

const REMOTES = ['mfe-filing', 'mfe-neutral', 'mfe-respondent', 'mfe-onboarding'];
const PACKAGES = ['shell', ...REMOTES, 'shared-ui', 'shared-api', 'server', 'tooling', 'e2e'];

/** Forbids importing these packages (by name or any path below them). */
const banPackages = (names, why) => names.map((name) => ({ group: [name, `${name}/**`], message: why }));

/** A package's files may not reach into another package's folder by a relative path or its `src`. */
const deepImports = (self) => [
  {
    group: PACKAGES.filter((p) => p !== self).map((p) => `${p}/src/**`),
    message: 'Import another package by its name and one of its exports (package.json "exports"), not by a path into its src.',
  },
];

const restrict = (self, patterns, paths = []) => ({
  'no-restricted-imports': [LEVEL, { paths, patterns: [...patterns, ...deepImports(self)] }],
});

const REACT = ['react', 'react-dom', '@mantine/*', '@tanstack/react-query', 'react-router', '@tabler/icons-react', '@lingui/react'];

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/worker-dist/**', '**/compiled/**', '**/coverage/**', 'test-results/**', 'data/**', '.turbo/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    languageOptions: {
      parser: tsParser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] },
          conditionNames: ['import', 'require', 'default', 'types'],
        }),
      ],
    },
    rules: {
      // Type-only imports are erased, so only runtime cycles count.
      'import-x/no-cycle': [LEVEL, { ignoreExternal: true }],
      'import-x/no-relative-packages': LEVEL,
      'import-x/no-self-import': LEVEL,
    },
  },
  {
    files: ['shared-api/**'],
    rules: restrict('shared-api', [
      ...banPackages(['shared-ui', 'shell', 'server', ...REMOTES], 'shared-api is the bottom layer: it imports no other package of the portal.'),
      { group: REACT, message: 'shared-api is plain TypeScript shared with the server: no React or Mantine.' },
    ]),
  },
  {
    files: ['shared-ui/**'],
    rules: restrict('shared-ui', banPackages(['shell', 'server', ...REMOTES], 'shared-ui sits below the shell and the remotes and never imports them.')),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrict(
      remote,
      banPackages(
        ['shell', 'server', ...REMOTES.filter((r) => r !== remote)],
        'A remote imports only shared-ui and shared-api; what two remotes share belongs in shared-ui.',
      ),
    ),
  })),
  {
    files: ['shell/**'],
    rules: restrict('shell', banPackages(['server', ...REMOTES], 'The shell loads remotes at run time (remotes.json), never by import.')),
  },
  {
    files: ['server/**'],
    rules: restrict(
      'server',
      [
        ...banPackages(['shared-ui', 'shell', ...REMOTES], 'The server imports only shared-api\'s pure modules.'),
        { group: REACT, message: 'The server renders no React.' },
        {
          group: ['shared-api/*', '!shared-api/rules', '!shared-api/schemas', '!shared-api/bulk', '!shared-api/doctypes', '!shared-api/methods', '!shared-api/appointments'],
          message: 'The server imports only shared-api\'s pure modules: shared-api/rules, /schemas, /bulk, /doctypes, /methods, /appointments.',
        },
      ],
      [{ name: 'shared-api', message: 'shared-api\'s root holds the browser client and session store; the server imports shared-api/rules, /schemas, /bulk or /doctypes.' }],
    ),
  },
  {
    // Benchmarks and the documentation's screenshot scripts are tools run beside the code, not part
    // of any app: they may borrow the browser tests' page objects and the server's seed data.
    files: ['*/bench/**', '*/docs/**'],
    rules: { 'import-x/no-relative-packages': 'off', 'no-restricted-imports': 'off' },
  },
];
