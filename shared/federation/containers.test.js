/** @jest-environment node */
// @ts-check
// containers.js is the one list of containers and ports: the files that repeat it must follow it.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { CONTAINERS, REMOTE_NAMES, containerOf } = require('./containers');

const ROOT = path.resolve(__dirname, '../..');
/** @param {string} file relative to the repository */
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

// The generator is an ES module, which this jest set-up does not import: run it instead.
const generated = execFileSync(process.execPath, ['scripts/compose/generate.mjs', '--stdout'], {
  cwd: ROOT,
  encoding: 'utf8',
});

describe('docker-compose.yml', () => {
  it('is what scripts/compose/generate.mjs writes from containers.js', () => {
    // On failure: node scripts/compose/generate.mjs
    expect(read('docker-compose.yml')).toBe(generated);
  });

  it('has a service, an image target and a published port for every container', () => {
    for (const [name, { package: folder, port }] of Object.entries(CONTAINERS)) {
      const target = REMOTE_NAMES.includes(name) ? 'remote' : 'shell';
      expect(generated).toContain(
        `\n  ${folder}:\n    <<: *web\n    build:\n      <<: *portal-image\n      target: ${target}\n`,
      );
      expect(generated).toContain(`\n      - '${port + 5080}:8080'\n`);
      expect(fs.existsSync(path.join(ROOT, `docker/nginx/${target}.conf.template`))).toBe(true);
      if (target === 'remote') expect(generated).toContain(`\n      CONTAINER: ${name}\n`);
    }
  });

  it("runs two API replicas behind the shell's nginx, sharing the database and the object store", () => {
    for (const replica of ['api-1', 'api-2']) expect(generated).toContain(`\n  ${replica}:`);
    expect(generated).toContain(
      "API_SERVERS: 'server api-1:3100 max_fails=1 fail_timeout=5s; server api-2:3100 max_fails=1 fail_timeout=5s;'",
    );
    expect(generated).toMatch(/\n {6}S3_URL: http:\/\/lender:.+@objects:9000\/lender-files\n/);
    expect(read('docker/nginx/shell.conf.template')).toMatch(
      /upstream lender_api \{\n {2}\$\{API_SERVERS\}\n[\s\S]*proxy_pass http:\/\/lender_api;/,
    );
  });

  it("tells the release tool every remote's published origin", () => {
    for (const name of REMOTE_NAMES)
      expect(generated).toContain(
        `\n      REMOTE_BASE_${name.toUpperCase()}: http://\${PUBLIC_HOST:-localhost}:${containerOf(name).port + 5080}\n`,
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
