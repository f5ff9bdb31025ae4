import { createRequire } from 'node:module';

interface Container {
  package: string;
  port: number;
}

// The one list of containers and their local ports (CommonJS, also read by webpack and stack.mjs).
export const { CONTAINERS, REMOTE_NAMES, remoteEntryUrl } = createRequire(__filename)(
  '../../shared/federation/containers.js',
) as {
  CONTAINERS: { shell: Container } & Record<string, Container>;
  REMOTE_NAMES: string[];
  remoteEntryUrl: (origin: string) => string;
};

function portOffset(): number {
  const raw = process.env.E2E_PORT_OFFSET ?? '1000';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`E2E_PORT_OFFSET=${raw}`);
  return offset;
}

// Where the suites' stack runs: every local port moved by E2E_PORT_OFFSET (default 1000, so ports
// 4000-4100 and a running `npm start` is untouched; set it when another e2e run uses those).
export const PORT_OFFSET = portOffset();
export const BASE_URL = `http://localhost:${CONTAINERS.shell.port + PORT_OFFSET}`;
export const PAYMENT_URL = 'https://pay.lender.example/loans';
