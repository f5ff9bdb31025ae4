// One jest run covers every package: browser code in jsdom, the API and the contracts in node.
const { CONTAINERS, REMOTE_NAMES } = require('./shared/federation/containers');

const remotePackages = REMOTE_NAMES.map((name) => CONTAINERS[name].package);
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

const common = {
  // Before any test opens PGlite (the API's tests, and the browser packages' against the real API).
  setupFiles: [require.resolve('./scripts/jest/no-wasm-code-gc.js')],
  transform: {
    // PGlite's CJS build uses import() for Node built-ins, which jest's vm cannot run (the API's
    // tests, and the browser packages' tests against the real API).
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/../api/scripts/jest/pglite-transform.cjs',
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.((t|j)sx?|mjs)$': swc,
  },
  // ky, jose 6, kysely 0.29 and cookie 2 (light-my-request) are ESM-only; let swc transform them.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(ky|jose|kysely|cookie|@electric-sql\\+pglite)@)',
  ],
  // A federated import ('mfe-deals/routes') is the remote's exposed module in the workspace;
  // 'mfe-deals/pages' is its page declaration (the shell's tests assemble the real ones).
  moduleNameMapper: {
    [`^(${remotePackages.join('|')})/pages$`]: '<rootDir>/../$1/src/pages',
    [`^(${remotePackages.join('|')})/(.*)$`]: '<rootDir>/../$1/src/exposes/$2',
  },
};

const web = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../scripts/jest/jsdom-with-fetch.js',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.js'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/federation/**/*.test.js'],
});

module.exports = {
  // A per-project testTimeout is ignored by jest: this one covers the API's database set-up
  // (migrations, seed, hashing), which runs slower when the machine is busy.
  testTimeout: 30_000,
  // Every core: the API tests are CPU-bound (PGlite), one worker left one of two cores idle.
  maxWorkers: '100%',
  // A worker done with its files exits once nothing holds it; Node then frees its memory (PGlite's
  // compiled Wasm, every file's modules: near 1 GB), which takes over half a second on a busy
  // machine. Jest's default grace, 500 ms, would kill it and report "improper teardown". A worker
  // that something still holds open is killed and reported all the same, after this grace.
  workerGracefulExitTimeout: 5000,
  globalSetup: '<rootDir>/scripts/jest/global-setup.js',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.js',
  projects: [
    web('shared'),
    ...Object.values(CONTAINERS).map((container) => web(container.package)),
    {
      ...common,
      displayName: 'contracts',
      rootDir: '<rootDir>/shared/contracts',
      // '<rootDir>/../' paths of `common` are relative to a top-level package.
      transform: { '^.+\\.(t|j)sx?$': swc },
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest/postgres-available.js'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // The repository's own Node scripts (the bench's analysis), ESM run through swc.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.m?js$': swc },
      moduleFileExtensions: ['js', 'mjs', 'cjs', 'json'],
      testMatch: ['<rootDir>/**/*.test.mjs'],
    },
  ],
};
