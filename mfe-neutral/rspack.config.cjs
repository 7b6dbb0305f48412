const { createAppConfig } = require('tooling/rspack');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'neutral',
  port: 3002,
  title: 'Case management',
  exposes: { './routes': './src/routes.tsx' },
});
