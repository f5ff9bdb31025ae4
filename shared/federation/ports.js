// @ts-check
// Every local port of every command, from one setting: PORTAL_PORT_OFFSET (default 0) moves them
// all. Each command runs its stack in a block of 100 ports of its own, so that they can run side
// by side; with no offset, everything is inside 3000-5199:
//
//   3000-3099  npm start, pnpm dev, pnpm dev --remote, the release tool's default environment
//   4000-4099  the Playwright suites' stack (E2E_PORT_OFFSET, when set, places it on its own)
//   4100-4199  the dev-loop test's development stack (the e2e stack's block + 100)
//   5000-5099  pnpm bench
//
// Inside a block (base = its first port):
//   +0         the shell
//   +1 …  +9   the remotes' dev servers of `pnpm dev` (containers.js: their port - 3000)
//   +11 … +19  `pnpm dev --remote <name>`: that remote's dev server (its port + 10)
//   +50        the API
//   +70 … +99  spare: a test's or the bench's own servers (slots 0-29)
const { CONTAINERS } = require('./containers');

/** How far each command's block is from the default one (npm start's). */
const BLOCKS = { start: 0, e2e: 1000, bench: 2000 };

const DEFAULT_BASE = CONTAINERS.shell.port;
const API = 50;
const DEV_SERVER = 10;
const SPARE = 70;

/**
 * An offset from the environment: a whole number of ports, 0 or more.
 * @param {string} variable
 * @param {NodeJS.ProcessEnv} [env]
 */
function offsetSetting(variable, env = process.env) {
  const raw = env[variable] ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error(`${variable} must be a whole number of ports, 0 or more (got "${raw}")`);
  return offset;
}

/**
 * The offset of a command's block: PORTAL_PORT_OFFSET plus the command's own distance.
 * @param {keyof typeof BLOCKS} command
 * @param {NodeJS.ProcessEnv} [env]
 */
const commandOffset = (command, env = process.env) =>
  offsetSetting('PORTAL_PORT_OFFSET', env) + BLOCKS[command];

/**
 * The ports of a stack whose block starts `offset` ports after 3000.
 * @param {number} offset
 */
function stackPorts(offset) {
  const base = DEFAULT_BASE + offset;
  /** @type {Record<string, number>} */
  const containers = Object.fromEntries(
    Object.entries(CONTAINERS).map(([name, { port }]) => [name, port + offset]),
  );
  /** @param {string} name a container's name */
  const portOf = (name) => {
    const port = containers[name];
    if (port === undefined) throw new Error(`no container ${name} in containers.js`);
    return port;
  };
  return {
    base,
    /** The shell's and each remote's port, by container name. */
    containers,
    portOf,
    shell: base,
    api: base + API,
    /** @param {string} name a remote's container name */
    devServer: (name) => portOf(name) + DEV_SERVER,
    /** @param {number} slot 0-29 */
    spare: (slot) => {
      if (!Number.isInteger(slot) || slot < 0 || slot > 29)
        throw new Error(`no spare port ${slot}`);
      return base + SPARE + slot;
    },
  };
}

module.exports = { BLOCKS, offsetSetting, commandOffset, stackPorts };
