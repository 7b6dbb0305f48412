const { rspack } = require('@rspack/core');
const { createAppConfig } = require('tooling/rspack');

const REMOTE_PORTS = { filing: 3001, neutral: 3002, respondent: 3003, onboarding: 3004 };

const config = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  title: 'ODR Portal — Arbitration and Mediation',
});

// remotes.json is read at run time, so a remote can be redeployed without rebuilding the shell.
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));

// In development each remote runs on its own dev server; the same remotes.json works
// because /remotes/<name>/ is proxied to it.
config.devServer.proxy.push(
  ...Object.entries(REMOTE_PORTS).map(([name, port]) => ({
    context: [`/remotes/${name}/`],
    target: `http://127.0.0.1:${port}`,
    pathRewrite: { [`^/remotes/${name}`]: '' },
  })),
);

module.exports = config;
