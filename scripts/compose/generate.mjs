#!/usr/bin/env node
// @ts-check
// Writes the web containers of docker-compose.yml (the shell, and each remote's origin serving its
// releases from the release store) and the release tool's remote origins, from
// shared/federation/containers.js, between the BEGIN and END lines below. The rest of the file
// (database, mail, object store, API, release tool) is written by hand.
//
//   node scripts/compose/generate.mjs            rewrites docker-compose.yml
//   node scripts/compose/generate.mjs --stdout   prints what it would write
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const require = createRequire(import.meta.url);
const { CONTAINERS, containerOf, REMOTE_NAMES } = require('../../shared/federation/containers.js');

// Each container is published on its local port + 5080: the shell on 8080, the remotes on 8081…
export const PUBLISHED_PORT_OFFSET = 5080;
const BEGIN = '  # BEGIN web containers, written by scripts/compose/generate.mjs from';
const END = '  # END web containers';

/** @param {string} name */
export const publishedPort = (name) => containerOf(name).port + PUBLISHED_PORT_OFFSET;

/** The origin the browser loads a remote's releases from (PUBLIC_HOST: the machine's name). */
/** @param {string} name */
export const remoteBase = (name) => `http://\${PUBLIC_HOST:-localhost}:${publishedPort(name)}`;

/** The release tool's environment: where each remote's origin is, for remotes.json. */
export const releaseBases = () =>
  REMOTE_NAMES.map((name) => `      REMOTE_BASE_${name.toUpperCase()}: ${remoteBase(name)}`);

/** @param {string} name */
function service(name) {
  const { package: folder } = containerOf(name);
  const shell = !REMOTE_NAMES.includes(name);
  const lines = [
    `  ${folder}:`,
    '    <<: *web',
    '    build:',
    '      <<: *portal-image',
    `      target: ${shell ? 'shell' : 'remote'}`,
  ];
  if (shell)
    lines.push(
      '    depends_on:',
      '      release:',
      '        condition: service_completed_successfully',
      '      api-1:',
      '        condition: service_healthy',
      '    environment:',
      '      # Two API replicas behind this nginx; either answers the same (sessions, rate limits and',
      '      # idempotency keys live in PostgreSQL, files in the object store).',
      "      API_SERVERS: 'server api-1:3100 max_fails=1 fail_timeout=5s; server api-2:3100 max_fails=1 fail_timeout=5s;'",
    );
  else lines.push('    environment:', `      CONTAINER: ${name}`);
  lines.push('    ports:', `      - '${publishedPort(name)}:8080'`);
  return lines.join('\n');
}

/** The web containers' part of docker-compose.yml, marker lines included. */
export function webServices() {
  return [
    `${BEGIN}\n  # shared/federation/containers.js: edit that list, then run this script.`,
    ...Object.keys(CONTAINERS).map(service),
    END,
  ].join('\n\n');
}

const RELEASE_BEGIN = '      # BEGIN remote origins (scripts/compose/generate.mjs)';
const RELEASE_END = '      # END remote origins';

/** docker-compose.yml with its generated parts replaced. */
export function composeFile(text = fs.readFileSync(COMPOSE_FILE, 'utf8')) {
  const replace = (
    /** @type {string} */ all,
    /** @type {string} */ begin,
    /** @type {string} */ end,
    /** @type {string} */ body,
  ) => {
    const start = all.indexOf(begin);
    const endLine = all.indexOf(end, start);
    if (start < 0 || endLine < 0)
      throw new Error(`${COMPOSE_FILE} has no "${begin.trim()}" … "${end.trim()}" lines`);
    return all.slice(0, start) + body + all.slice(endLine + end.length);
  };
  const withWeb = replace(text, BEGIN, END, webServices());
  return replace(
    withWeb,
    RELEASE_BEGIN,
    RELEASE_END,
    [RELEASE_BEGIN, ...releaseBases(), RELEASE_END].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = composeFile();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else fs.writeFileSync(COMPOSE_FILE, text);
}
