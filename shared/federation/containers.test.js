/** @jest-environment node */
// @ts-check
// containers.js is the one list of containers and ports: the files that repeat it must follow it.
const fs = require('node:fs');
const path = require('node:path');
const { CONTAINERS, REMOTE_NAMES, containerOf } = require('./containers');

const ROOT = path.resolve(__dirname, '../..');
/** @param {string} file relative to the repository */
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it("serves every remote's releases from the edges (the shell's nginx) reading the release store", () => {
    expect(compose).toContain(
      '\n  shell:\n    build:\n      <<: *portal-image\n      target: shell\n',
    );
    expect(compose).toContain('\n    deploy:\n      replicas: 2\n');
    expect(compose).toContain('RELEASE_STORE_URL: http://objects:9000/lender-releases');
    // No release volume anywhere: edges hold nothing of their own.
    expect(compose).not.toMatch(/releases:\/releases/);
    expect(compose).not.toContain('target: remote');
    expect(compose).not.toMatch(/^ +REMOTE_BASE_\w+:/m);
    for (const { package: folder } of Object.values(CONTAINERS))
      if (folder !== CONTAINERS.shell.package) expect(compose).not.toContain(`\n  ${folder}:`);
    expect(read('docker/nginx/shell.conf.template')).toContain(
      'proxy_pass ${RELEASE_STORE_SCHEME}://release_store${RELEASE_STORE_PATH}/$store_remote/$store_file;',
    );
  });

  it("runs two API replicas behind the shell's nginx, sharing the database and the object store", () => {
    for (const replica of ['api-1', 'api-2']) expect(compose).toContain(`\n  ${replica}:`);
    expect(compose).toContain(
      "API_SERVERS: 'server api-1:3100 max_fails=1 fail_timeout=5s; server api-2:3100 max_fails=1 fail_timeout=5s;'",
    );
    expect(compose).toMatch(/\n {6}S3_URL: http:\/\/lender:.+@objects:9000\/lender-files\n/);
    expect(read('docker/nginx/shell.conf.template')).toMatch(
      /upstream lender_api \{\n {2}\$\{API_SERVERS\}\n[\s\S]*proxy_pass http:\/\/lender_api;/,
    );
  });
});

it("shell/public/remotes.json points at every remote's local port", () => {
  expect(JSON.parse(read('shell/public/remotes.json'))).toEqual(
    Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        `http://localhost:${containerOf(name).port}/remoteEntry.js`,
      ]),
    ),
  );
});
