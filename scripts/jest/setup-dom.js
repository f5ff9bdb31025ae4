require('@testing-library/jest-dom');

// jsdom has no ResizeObserver; Radix (tooltips, dialogs) measures its triggers with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
