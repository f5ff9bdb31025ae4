// One jest run covers every package: browser code in jsdom, the API in node.
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
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j)sx?$': swc,
  },
  // ky is ESM-only; let swc transform it.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky)@)'],
  moduleNameMapper: {
    '^mfe-(auth|deals|construction|servicing|account)/(.*)$': '<rootDir>/../mfe-$1/src/exposes/$2',
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
  projects: [
    web('shared'),
    web('shell'),
    web('mfe-auth'),
    web('mfe-deals'),
    web('mfe-construction'),
    web('mfe-servicing'),
    web('mfe-account'),
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: {
        // PGlite's CJS build uses import() for Node built-ins, which jest's vm cannot run.
        '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/scripts/jest/pglite-transform.cjs',
        ...common.transform,
      },
      // jose 6, kysely 0.29 and cookie 2 (light-my-request) are ESM-only; let swc transform them.
      transformIgnorePatterns: [
        '/node_modules/\\.pnpm/(?!(jose|kysely|cookie|@electric-sql\\+pglite)@)',
      ],
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
