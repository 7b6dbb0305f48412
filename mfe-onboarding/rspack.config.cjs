const { createAppConfig } = require('tooling/rspack');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'onboarding',
  port: 3004,
  title: 'Sign-up and profiles',
  exposes: { './routes': './src/routes.tsx' },
});
