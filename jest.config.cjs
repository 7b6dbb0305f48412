// Every front-end package's jest tests in one run (npm test uses this through scripts/test.mjs).
module.exports = {
  projects: ['tooling', 'shared-api', 'shared-ui', 'shell', 'mfe-filing', 'mfe-neutral', 'mfe-respondent', 'mfe-onboarding'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
