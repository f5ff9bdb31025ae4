require('@testing-library/jest-dom');

// jsdom has no ResizeObserver; Radix (tooltips, dialogs) measures its triggers with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The portal keeps read answers per signed-in user (shared/src/api/reads.ts): every test starts
// with none kept, as a page load does.
/* global afterEach */
const { clearReads } = require('../../shared/src/api/reads.ts');
afterEach(() => clearReads());
