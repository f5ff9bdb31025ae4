// One lint setup for every package of the workspace.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

/** A package is imported through its public entry, never by reaching into its source. */
const PUBLIC_ENTRY_ONLY = {
  group: ['@lender/*/src/*', '../../shared/*', '../shared/src/*'],
  message: 'Import another package only through its public entry.',
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.work/**',
      // Published builds of the remotes (scripts/release).
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [PUBLIC_ENTRY_ONLY],
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles, or one passed where a
    // void callback is expected, loses its rejection. `void` marks a deliberate fire-and-forget.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // The shell mounts a BrowserRouter: its navigate() changes the location synchronously
          // and returns nothing (the Promise in its type is for data routers, unused here).
          allowForKnownSafeCalls: [
            { from: 'package', package: 'react-router', name: 'NavigateFunction' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The placement rule (docs/architecture.md): a remote reaches the router, the session and the
    // UI kit only through the run-time core, never through copies of its own; the core and the
    // shell hold no feature's code.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PUBLIC_ENTRY_ONLY,
            {
              group: [
                'react-router',
                'react-router-dom',
                'react-router/*',
                'zustand',
                '@radix-ui/*',
              ],
              message:
                "Use the core's one instance through '@lender/shared' (a remote's own copy has no router context or session).",
            },
            {
              group: ['@lender/shared/*', '!@lender/shared/theme'],
              message: "Browser code imports the core through '@lender/shared' only (ADR 002).",
            },
            {
              group: ['mfe-*', '../../mfe-*'],
              message:
                'Remotes do not import each other: share through @lender/shared or @lender/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (docs/architecture.md): http/ is the bottom, under the features; it may
    // use the database's types and the configuration, never a feature folder. Features hand it
    // what it needs through app.ts (readiness checks, the route context).
    files: ['api/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PUBLIC_ENTRY_ONLY,
            {
              regex: '^\\.\\./(?!db/|config$)',
              message:
                'http/ is the bottom layer: it imports no feature; app.ts wires features into it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take `use` and an empty destructuring by design.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // TypeScript tests get jest's globals from @types/jest; plain JS tests need them declared.
    files: ['**/*.test.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
