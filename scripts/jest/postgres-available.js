// @ts-check
// The API's PostgreSQL tests (*.postgres.test.ts) need a server at PG_TEST_URL. Where none
// answers, each such file fails at once saying how to start one, instead of with ECONNREFUSED from
// inside its set-up. CI starts one (.ci/run), so they always run there.
/* global expect */
const { spawnSync } = require('node:child_process');

// The default of api/src/test/postgres.ts.
const url = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a TCP connection to the server opens (a child process: set-up files are synchronous). */
/** @param {URL} url */
function answers({ hostname, port }) {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      'require("node:net").connect(Number(process.argv[2]), process.argv[1])' +
        '.on("connect", () => process.exit(0)).on("error", () => process.exit(1))',
      hostname,
      port || '5432',
    ],
    { timeout: 10_000 },
  );
  return probe.status === 0;
}

if (/\.postgres\.test\.ts$/.test(expect.getState().testPath ?? '') && !answers(new URL(url))) {
  throw new Error(
    `These tests need PostgreSQL at ${url}, and nothing answers there. Start the local server ` +
      '(Debian: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start; it ' +
      'needs a database "test" the user may create schemas in), or set PG_TEST_URL to one.',
  );
}
