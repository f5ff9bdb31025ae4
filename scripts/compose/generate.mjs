#!/usr/bin/env node
// Writes the web containers of docker-compose.yml (the shell and each remote, each served by its
// own nginx) from shared/federation/containers.js, between the BEGIN and END lines below. The
// rest of the file (database, mail, API) is written by hand.
//
//   node scripts/compose/generate.mjs            rewrites docker-compose.yml
//   node scripts/compose/generate.mjs --stdout   prints what it would write
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const { CONTAINERS, REMOTE_NAMES, remoteEntryUrl } = createRequire(import.meta.url)(
  '../../shared/federation/containers.js',
);

// Each container is published on its local port + 5080: the shell on 8080, the remotes on 8081…
export const PUBLISHED_PORT_OFFSET = 5080;
const BEGIN = '  # BEGIN web containers, written by scripts/compose/generate.mjs from';
const END = '  # END web containers';

export const publishedPort = (name) => CONTAINERS[name].port + PUBLISHED_PORT_OFFSET;

/** The browser loads each remote from its published port. */
export function remotesJson() {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, remoteEntryUrl(`http://localhost:${publishedPort(name)}`)]),
  );
}

function service(name) {
  const { package: folder } = CONTAINERS[name];
  const shell = !REMOTE_NAMES.includes(name);
  const lines = [
    `  ${folder}:`,
    '    <<: *web',
    '    build:',
    '      context: .',
    '      dockerfile: docker/node.Dockerfile',
    '      target: web',
    '      args:',
    `        PACKAGE: ${folder}`,
    `        NGINX_CONF: ${shell ? 'shell' : 'remote'}`,
  ];
  if (shell) {
    const entries = Object.entries(remotesJson()).map(([remote, url]) =>
      JSON.stringify({ [remote]: url }).slice(1, -1),
    );
    lines.push(
      '    depends_on:',
      '      api-1:',
      '        condition: service_healthy',
      '      api-2:',
      '        condition: service_healthy',
      '    environment:',
      '      # Two API replicas behind this nginx (round robin; either answers the same: sessions,',
      '      # rate limits and idempotency keys live in PostgreSQL, files in the object store).',
      "      API_SERVERS: 'server api-1:3100; server api-2:3100;'",
      '      REMOTES_JSON: >-',
      ...entries.map(
        (entry, i) =>
          `        ${i === 0 ? '{' : ''}${entry}${i === entries.length - 1 ? '}' : ','}`,
      ),
    );
  }
  lines.push('    ports:', `      - '${publishedPort(name)}:80'`);
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

/** docker-compose.yml with its web containers' part replaced. */
export function composeFile(text = fs.readFileSync(COMPOSE_FILE, 'utf8')) {
  const start = text.indexOf(BEGIN);
  const endLine = text.indexOf(END, start);
  if (start < 0 || endLine < 0) throw new Error(`${COMPOSE_FILE} has no BEGIN/END web lines`);
  return text.slice(0, start) + webServices() + text.slice(endLine + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = composeFile();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else fs.writeFileSync(COMPOSE_FILE, text);
}
