#!/usr/bin/env node
// @ts-check
// The throughput baseline: the smallest Fastify server (same Fastify as the API, no logger),
// answering {"hello":"world"}. `node scripts/bench/hello-world.mjs <port>`.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
