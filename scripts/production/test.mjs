#!/usr/bin/env node
// @ts-check
// `pnpm test:production`: the production topology, built and exercised for real (stack.mjs starts
// it as a compose project of its own and removes it afterwards): the scenarios of e2e/production/
// run against it — the topology's journeys and its faults.
import { execFileSync } from 'node:child_process';
import { ROOT, withProductionStack } from './stack.mjs';

const passed = await withProductionStack(
  {
    project: process.env.COMPOSE_PROJECT_NAME ?? 'lender-portal-test',
    port: Number(process.env.PRODUCTION_PORT ?? 18080),
    ...(process.env.PRODUCTION_SUBNET ? { subnet: process.env.PRODUCTION_SUBNET } : {}),
  },
  ({ urls, mailUrl, project, envFile }) => {
    execFileSync(
      'pnpm',
      [
        '--filter',
        '@lender/e2e',
        'exec',
        'playwright',
        'test',
        '-c',
        'playwright.production.config.ts',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          COMPOSE_PROJECT_NAME: project,
          COMPOSE_ENV_FILE: envFile,
          PRODUCTION_URL: urls[0],
          PRODUCTION_URL_2: urls[1],
          MAIL_URL: mailUrl,
        },
      },
    );
  },
);
process.exit(passed ? 0 : 1);
