#!/usr/bin/env node
// @ts-check
// Builds the base images the portal's Dockerfiles start from, out of what this network reaches:
// Debian's packages and the npm registry (no image registry is needed).
//   lender-base/debian:13        Debian 13 (trixie) minbase, with trixie-security, by mmdebstrap
//   lender-base/node:24.21.0     + the official Node binary (npm registry, sha512 pinned), user node
//   lender-base/pnpm:12.21.0     + pnpm's native binary (npm registry, sha512 pinned): build stage
// An image already present is kept; --rebuild makes all three again (e.g. for Debian's security
// updates). A network that inspects TLS has its own authority: the certificates this machine
// added to its trust (LOCAL_CA_DIR, default /usr/local/share/ca-certificates) are added to the
// Debian image's, so builds and services reach the npm registry and Debian through it. Where an image registry is reachable, the Dockerfiles take official images instead:
// --build-arg NODE_IMAGE=node:24-trixie-slim etc.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchBinary, nodeBinary, NODE_VERSION, PNPM_VERSION } from '../../scripts/toolchain.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEBIAN_IMAGE = 'lender-base/debian:13';
export const NODE_IMAGE = `lender-base/node:${NODE_VERSION}`;
export const PNPM_IMAGE = `lender-base/pnpm:${PNPM_VERSION}`;
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org';
const LOCAL_CA_DIR = process.env.LOCAL_CA_DIR ?? '/usr/local/share/ca-certificates';
const rebuild = process.argv.includes('--rebuild');

/** @param {string} image */
const exists = (image) =>
  spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0;

/** @param {string} command @param {string[]} args */
function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' });
}

function debian() {
  if (spawnSync('mmdebstrap', ['--version'], { stdio: 'ignore' }).status !== 0)
    throw new Error('mmdebstrap is missing: apt-get install mmdebstrap (Debian or Ubuntu)');
  const tarball = path.join(os.tmpdir(), `lender-base-debian-${process.pid}.tar`);
  try {
    run('mmdebstrap', [
      '--quiet',
      '--variant=minbase',
      '--include=ca-certificates',
      '--aptopt=APT::Install-Recommends "false"',
      // No documentation or locales in an image: a smaller layer, nothing lost at run time.
      '--dpkgopt=path-exclude=/usr/share/doc/*',
      '--dpkgopt=path-exclude=/usr/share/man/*',
      '--dpkgopt=path-exclude=/usr/share/locale/*',
      'trixie',
      tarball,
      `deb ${MIRROR}/debian trixie main`,
      `deb ${MIRROR}/debian trixie-updates main`,
      `deb ${MIRROR}/debian-security trixie-security main`,
    ]);
    run('docker', ['import', '--change', 'CMD ["bash"]', tarball, DEBIAN_IMAGE]);
  } finally {
    fs.rmSync(tarball, { force: true });
  }
  const authorities = fs.existsSync(LOCAL_CA_DIR)
    ? fs.readdirSync(LOCAL_CA_DIR).filter((file) => file.endsWith('.crt'))
    : [];
  if (authorities.length > 0)
    fromContext(
      DEBIAN_IMAGE,
      'local-ca.Dockerfile',
      Object.fromEntries(authorities.map((file) => [file, path.join(LOCAL_CA_DIR, file)])),
      { DEBIAN_IMAGE },
    );
}

/**
 * @param {string} image @param {string} dockerfile
 * @param {Record<string, string>} files name -> source path, copied into the build context
 * @param {Record<string, string>} args
 */
function fromContext(image, dockerfile, files, args) {
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-base-'));
  try {
    for (const [name, source] of Object.entries(files)) {
      fs.copyFileSync(source, path.join(context, name));
      fs.chmodSync(path.join(context, name), 0o755);
    }
    run('docker', [
      'build',
      '--quiet',
      '--tag',
      image,
      '--file',
      path.join(here, dockerfile),
      ...Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
      context,
    ]);
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
}

try {
  if (rebuild || !exists(DEBIAN_IMAGE)) debian();
  if (rebuild || !exists(NODE_IMAGE))
    fromContext(
      NODE_IMAGE,
      'node.Dockerfile',
      { node: nodeBinary('linux', 'x64') },
      {
        DEBIAN_IMAGE,
      },
    );
  if (rebuild || !exists(PNPM_IMAGE))
    fromContext(
      PNPM_IMAGE,
      'pnpm.Dockerfile',
      { pnpm: fetchBinary(`@pnpm/exe.linux-x64@${PNPM_VERSION}`, 'pnpm') },
      { NODE_IMAGE },
    );
  console.log(`base images: ${DEBIAN_IMAGE}, ${NODE_IMAGE}, ${PNPM_IMAGE}`);
} catch (error) {
  console.error(`base images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
