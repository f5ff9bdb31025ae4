// @ts-check
// One folder per jest run for what the workers build once and share: the API tests' seeded
// database dump (api/src/test/helpers.ts). Workers start after this and inherit the variable.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function globalSetup() {
  process.env.LENDER_TEST_DB_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-jest-'));
};
