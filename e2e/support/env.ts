import { createRequire } from 'node:module';

interface Container {
  package: string;
  port: number;
}

interface StackPorts {
  containers: Record<string, number>;
  shell: number;
  api: number;
  devServer: (name: string) => number;
  spare: (slot: number) => number;
}

const require = createRequire(__filename);

// The one list of containers and their local ports (CommonJS, also read by webpack and stack.mjs).
export const { CONTAINERS, REMOTE_NAMES, remoteEntryUrl } =
  require('../../shared/federation/containers.js') as {
    CONTAINERS: { shell: Container } & Record<string, Container>;
    REMOTE_NAMES: string[];
    remoteEntryUrl: (origin: string) => string;
  };

// Every command's ports, from PORTAL_PORT_OFFSET.
const ports = require('../../shared/federation/ports.js') as {
  commandOffset: (command: 'e2e') => number;
  offsetSetting: (variable: string) => number;
  stackPorts: (offset: number) => StackPorts;
};
export const { stackPorts } = ports;

// Where the suites' stack runs: the e2e block of shared/federation/ports.js (4000-4099 plus
// PORTAL_PORT_OFFSET, so a running `npm start` is untouched). E2E_PORT_OFFSET, when set, places
// it on its own (when another e2e run uses those ports).
export const PORT_OFFSET =
  process.env.E2E_PORT_OFFSET === undefined
    ? ports.commandOffset('e2e')
    : ports.offsetSetting('E2E_PORT_OFFSET');
export const PORTS = stackPorts(PORT_OFFSET);
export const BASE_URL = `http://localhost:${PORTS.shell}`;
// The dev-loop test's development stack: the next block.
export const DEV_LOOP_OFFSET = PORT_OFFSET + 100;
export const PAYMENT_URL = 'https://pay.lender.example/loans';

/** The stack API's operations token (OPS_TOKEN): what the release tool's judge reads it with. */
export const E2E_OPS_TOKEN = '5e2a9c7f1b3d8e6a4c0f2b9d7e5a3c1f8b6d4e2a0c9f7b5d3e1a8c6f4b2d0e9a';
