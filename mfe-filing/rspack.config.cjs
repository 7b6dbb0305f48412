const { createAppConfig } = require('tooling/rspack');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'filing',
  port: 3001,
  title: 'Case filing',
  exposes: { './routes': './src/routes.tsx' },
});
