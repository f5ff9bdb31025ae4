// The OpenAPI description covers every route the API serves, from the schemas it validates with.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loginEnvelopeSchema, loginPayloadSchema } from '@lender/contracts';
import { toJsonSchema } from '@valibot/to-json-schema';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // Every feature on, so that every route the API can serve is described.
  t = await createTestApp({ env: { LOAN_LOOKUP_ENABLED: 'true' } });
});
afterAll(() => t.close());

const describedRoutes = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`,
    ),
  );

it('describes every route the API serves, and only those', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/lima/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(describedRoutes(document).sort()).toEqual([...t.app.registeredRoutes].sort());
});

type Operation = { operationId?: string; responses?: Record<string, { content?: object }> };
const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

it('gives every operation a unique operationId and a described success answer', async () => {
  const document = (
    await t.app.inject({ method: 'GET', url: '/lima/api/docs/openapi.json' })
  ).json();
  const operations = operationsOf(document);
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(operations.filter(({ operation }) => !operation.operationId).map((o) => o.route)).toEqual(
    [],
  );
  expect(new Set(ids).size).toBe(ids.length);
  const withoutSchema = operations
    .filter(({ operation }) => {
      const success = operation.responses?.['200'] ?? operation.responses?.['204'];
      // A 204 has no body; every other success answer says what it holds.
      return !success || (operation.responses?.['204'] === undefined && !success.content);
    })
    .map(({ route }) => route);
  expect(withoutSchema).toEqual([]);
});

// The validator is ESM that reads its schemas beside itself: it runs as its own command.
const VALIDATOR = join(
  dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')),
  'bin/validate-api-cli.js',
);

it('is a valid OpenAPI 3.1 document (checked by the OpenAPI schema validator)', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/lima/api/docs/openapi.json' });
  const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, response.body);
    const { stdout } = await promisify(execFile)(process.execPath, [VALIDATOR, file]).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    expect(JSON.parse(stdout)).toEqual({ valid: true });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

it('gives each body the JSON Schema of the valibot schema the handler validates with', async () => {
  const document = (
    await t.app.inject({ method: 'GET', url: '/lima/api/docs/openapi.json' })
  ).json();
  const validate = document.paths['/lima/api/users/validate'].post;
  expect(validate.requestBody.content['application/json'].schema).toEqual(
    toJsonSchema(loginPayloadSchema, { errorMode: 'ignore', target: 'draft-2020-12' }),
  );
  expect(validate.responses['200'].content['application/json'].schema).toEqual(
    toJsonSchema(loginEnvelopeSchema, { errorMode: 'ignore', target: 'draft-2020-12' }),
  );
  expect(validate.security).toEqual([]);
  const inprocess = document.paths['/lima/api/deals/inprocess'].get;
  expect(inprocess.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
    'limit',
    'cursor',
  ]);
  expect(inprocess.security).toBeUndefined(); // the document's default: a bearer token
  expect(document.paths['/lima/api/documents/{id}/download'].get.parameters[0]).toMatchObject({
    name: 'id',
    in: 'path',
  });
});

it('serves a browsable page of the description', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/lima/api/docs' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain('<code>POST /lima/api/users/validate</code>');
});

it('is not served in production', async () => {
  const production = await createTestApp({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEV_MAILBOX: 'false',
      SCRYPT_LOG_N: '17',
    },
  });
  try {
    const response = await production.app.inject({ method: 'GET', url: '/lima/api/docs' });
    expect(response.statusCode).toBe(404);
  } finally {
    await production.close();
  }
});
