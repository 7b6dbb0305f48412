const { createAppConfig } = require('tooling/rspack');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'respondent',
  port: 3003,
  title: 'Respondent portal',
  exposes: { './routes': './src/routes.tsx' },
});
