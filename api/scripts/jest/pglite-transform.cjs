// Jest runs modules inside node:vm, where import() needs --experimental-vm-modules.
// PGlite's CommonJS build import()s Node built-ins (fs/promises, zlib, node:module...), so we
// rewrite those calls to a require-based helper (electric-sql/pglite#224).
const { createHash } = require('node:crypto');

const HELPER =
  '\nfunction __jestPgliteImport(id) { return Promise.resolve().then(() => require(id)); }\n';

module.exports = {
  process(source) {
    return {
      code: source.replace(/\bimport\((["'][^"']+["'])\)/g, '__jestPgliteImport($1)') + HELPER,
    };
  },
  getCacheKey(source, path) {
    return createHash('sha256')
      .update('pglite-transform-1')
      .update(path)
      .update(source)
      .digest('hex');
  },
};
