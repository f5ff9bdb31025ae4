// The OpenAPI description covers every route the API serves, from the schemas it validates with.
import { randomBytes } from 'node:crypto';
import { loginPayloadSchema } from '@lender/contracts';
import { toJsonSchema } from '@valibot/to-json-schema';
import { createTestApp, type TestApp } from '../test/helpers';
import { ROUTE_DOCS } from './route-docs';

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
  expect(Object.keys(ROUTE_DOCS).sort()).toEqual([...t.app.registeredRoutes].sort());
});

it('gives each body the JSON Schema of the valibot schema the handler validates with', async () => {
  const document = (
    await t.app.inject({ method: 'GET', url: '/lima/api/docs/openapi.json' })
  ).json();
  const validate = document.paths['/lima/api/users/validate'].post;
  expect(validate.requestBody.content['application/json'].schema).toEqual(
    toJsonSchema(loginPayloadSchema, { errorMode: 'ignore' }),
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
