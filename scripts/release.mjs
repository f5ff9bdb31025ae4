#!/usr/bin/env node
// Releasing one remote without rebuilding anything else (README, "Releasing a remote").
//
//   node scripts/release.mjs list [remote]                    releases in the store, newest last
//   node scripts/release.mjs publish <remote> [--dist DIR]    store a build as <version>+<sha>
//   node scripts/release.mjs deploy <remote> <release>        make a release stable
//   node scripts/release.mjs rollback <remote>                the previous release becomes stable
//   node scripts/release.mjs canary <remote> <release> <percent>   (percent 0 ends the canary)
//
// --env FILE picks the environment's remotes.json (default: REMOTES_FILE, else the local stack's
// releases/remotes.3000.json); RELEASES_DIR moves the store (default releases/).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { history, publish, readRelease } from './release/store.mjs';
import {
  deploy,
  readEnvironment,
  rollback,
  setCanary,
  writeEnvironment,
} from './release/environment.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { CONTAINERS, REMOTE_NAMES } = createRequire(import.meta.url)(
  '../shared/federation/containers.js',
);
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, dist: { type: 'string' } },
});
const releasesDir = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
const environmentFile =
  options.env ?? process.env.REMOTES_FILE ?? path.join(releasesDir, 'remotes.3000.json');
const [command, remoteArg, ...rest] = positionals;

function remoteName(value) {
  const name = value && !value.startsWith('mfe_') ? `mfe_${value}` : value;
  if (!REMOTE_NAMES.includes(name)) {
    console.error(`name a remote: ${REMOTE_NAMES.join(', ')}`);
    process.exit(2);
  }
  return name;
}

function requireRelease(name, id) {
  if (!readRelease(releasesDir, name, id)) {
    console.error(`${name} has no release ${id} in ${releasesDir}`);
    process.exit(1);
  }
}

function save(environment, name) {
  writeEnvironment(environmentFile, environment);
  console.log(`${environmentFile}: ${name} -> ${JSON.stringify(environment[name])}`);
}

switch (command) {
  case 'list':
    for (const name of remoteArg ? [remoteName(remoteArg)] : REMOTE_NAMES) {
      const entry = readEnvironment(environmentFile)[name];
      for (const { id, publishedAt } of history(releasesDir, name)) {
        const marks = [
          entry?.stable === id ? 'stable' : '',
          entry?.canary?.version === id ? `canary ${entry.canary.percent}%` : '',
        ].filter(Boolean);
        console.log(`${name} ${id} published ${publishedAt} ${marks.join(', ')}`.trim());
      }
    }
    break;
  case 'publish': {
    const name = remoteName(remoteArg);
    const packageDir = path.join(ROOT, CONTAINERS[name].package);
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const distDir = path.resolve(options.dist ?? path.join(packageDir, 'dist'));
    const { id, created } = publish({ releasesDir, name, distDir, version });
    console.log(`${name} ${id} ${created ? 'published' : 'was already published'}`);
    break;
  }
  case 'deploy': {
    const name = remoteName(remoteArg);
    requireRelease(name, rest[0]);
    save(deploy(readEnvironment(environmentFile), name, { id: rest[0] }), name);
    break;
  }
  case 'rollback': {
    const name = remoteName(remoteArg);
    const ids = history(releasesDir, name).map((entry) => entry.id);
    save(rollback(readEnvironment(environmentFile), name, ids), name);
    break;
  }
  case 'canary': {
    const name = remoteName(remoteArg);
    const [id, percent] = rest;
    if (Number(percent) > 0) requireRelease(name, id);
    save(setCanary(readEnvironment(environmentFile), name, id, Number(percent)), name);
    break;
  }
  default:
    console.error('usage: release.mjs list|publish|deploy|rollback|canary … (see the file header)');
    process.exit(2);
}
