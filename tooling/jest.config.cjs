const { jestConfig } = require('./jest.preset.cjs');

// The build tooling's own tests (the first-load budget check), in Node rather than jsdom.
module.exports = jestConfig(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/budgets/**/*.test.ts', '<rootDir>/i18n/**/*.test.ts', '<rootDir>/release/**/*.test.ts'],
  setupFiles: [],
  setupFilesAfterEnv: [],
});
