const { createContainerConfig } = require('@lender/shared/federation');

module.exports = createContainerConfig({
  dir: __dirname,
  name: 'mfe_account',
  role: 'remote',
  exposes: { './routes': './src/exposes/routes.ts' },
});
