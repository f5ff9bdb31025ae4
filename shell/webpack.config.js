const { createContainerConfig } = require('@lender/shared/federation');

module.exports = createContainerConfig({ dir: __dirname, name: 'shell', role: 'host' });
