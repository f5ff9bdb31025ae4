// @ts-check
// Removes the run's shared folder (scripts/jest/global-setup.js).
const fs = require('node:fs');

module.exports = async function globalTeardown() {
  const folder = process.env.LENDER_TEST_DB_CACHE;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
};
