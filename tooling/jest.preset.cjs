// Jest preset shared by every front-end package: TypeScript and JSX through swc, a jsdom
// window with the few browser APIs Mantine expects, CSS modules as identity objects.
const path = require('node:path');

/** @param {string} packageDir the package's own folder (pass __dirname) */
function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    // Form tests type into Mantine inputs through user-event; on a small, busy CI machine running
    // every package's suites in parallel, one may need well over jest's 5 s default.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky and a few other dependencies ship ESM only; let swc turn them into CommonJS too.
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(svg|png|jpg|jpeg|gif|webp)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    // The compiled catalogues are built, not kept in git: compiled before any test imports them.
    globalSetup: path.join(__dirname, 'i18n', 'jest-global-setup.mjs'),
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    ...overrides,
  };
}

module.exports = { jestConfig };
