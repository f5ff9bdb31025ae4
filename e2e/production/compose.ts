// The compose stack under test: commands run against the project and env file that
// scripts/production/test.mjs started it with.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const PROJECT = process.env.COMPOSE_PROJECT_NAME ?? 'lender-portal';
const ENV_FILE = process.env.COMPOSE_ENV_FILE;

/** `docker compose <args>` on the stack; its standard output. */
export function compose(...args: string[]): string {
  return execFileSync(
    'docker',
    ['compose', '-p', PROJECT, ...(ENV_FILE ? ['--env-file', ENV_FILE] : []), ...args],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 },
  );
}

/** The release tool of this environment (`docker compose run release …`); its output. */
export const release = (...args: string[]): string =>
  compose('run', '--rm', '--no-deps', '-T', 'release', ...args);

/** Runs a Node script in a fresh container on the stack's network (the release image has Node). */
export const nodeOnNetwork = (script: string): string =>
  compose('run', '--rm', '--no-deps', '-T', '--entrypoint', 'node', 'release', '-e', script);

/** A container's id, state and how often docker restarted it. */
export function containerState(service: string): { id: string; status: string; restarts: number } {
  const id = compose('ps', '-q', service).trim();
  const [status = '', restarts = '0'] = execFileSync(
    'docker',
    ['inspect', '-f', '{{.State.Status}} {{.RestartCount}}', id],
    { encoding: 'utf8' },
  )
    .trim()
    .split(' ');
  return { id, status, restarts: Number(restarts) };
}
