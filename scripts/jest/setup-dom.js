// @ts-check
/* global expect, afterEach, HTMLCanvasElement */
// jest-dom's matchers (toBeInTheDocument…): what its main entry does, through its typed entry (the
// main one's types are a global declaration only, which a checked require() cannot take).
expect.extend(require('@testing-library/jest-dom/matchers'));

// jsdom has no ResizeObserver; Radix (tooltips, dialogs) measures its triggers with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The portal keeps read answers per signed-in user (shared/src/api/reads.ts): every test starts
// with none kept, as a page load does.
const { clearReads } = require('../../shared/src/api/reads.ts');
afterEach(() => clearReads());

// findBy… and waitFor fail after 5 s instead of 1 s. On a busy machine a file's first render can
// spend over a second loading what it renders lazily for the first time (the signed-in frame, a
// page: transformed on first use), and the first test then failed on timing alone. A wait that
// succeeds ends as soon as its condition holds, so passing tests take no longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// jsdom draws nothing: without the canvas package its getContext logs "Not implemented". axe asks
// for a context (to tell icon ligatures from text) and does without one, as where a browser
// refuses it. (A file of these projects may run in Node instead: no canvas there.)
if (typeof HTMLCanvasElement === 'function')
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null });
