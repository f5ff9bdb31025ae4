// Liveness answers while the process runs; readiness only once migrated, not while shutting
// down, and not while the database is away. Until ready, only the probes answer.
import { openDatabase } from '../db/dialect';
import { createTestApp } from '../test/helpers';
import { createLifecycle } from './lifecycle';

const get = (t: Awaited<ReturnType<typeof createTestApp>>, url: string) =>
  t.app.inject({ method: 'GET', url });

it('follows the lifecycle: starting, ready, draining', async () => {
  const lifecycle = createLifecycle('starting');
  const t = await createTestApp({ lifecycle });
  try {
    expect((await get(t, '/lima/api/health/live')).statusCode).toBe(200);
    const starting = await get(t, '/lima/api/health/ready');
    expect(starting.statusCode).toBe(503);
    expect(starting.json().message).toBe('Starting: waiting for the database and its migrations.');
    expect(starting.headers['retry-after']).toBe('5');
    const early = await get(t, '/lima/api/deals/funded');
    expect(early.statusCode).toBe(503);
    expect(early.json().message).toBe('The service is starting. Please try again in a moment.');

    lifecycle.markReady();
    expect((await get(t, '/lima/api/health/ready')).json()).toEqual({ status: 'ok' });
    expect((await get(t, '/lima/api/health')).statusCode).toBe(200);
    expect((await get(t, '/lima/api/deals/funded')).statusCode).toBe(401);

    lifecycle.markDraining();
    const draining = await get(t, '/lima/api/health/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json().message).toBe('Shutting down.');
    expect((await get(t, '/lima/api/health/live')).statusCode).toBe(200);
    lifecycle.markReady();
    expect((await get(t, '/lima/api/health/ready')).statusCode).toBe(503);
  } finally {
    await t.close();
  }
});

it('is not ready while the database does not answer, and stays alive', async () => {
  const db = openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
  const t = await createTestApp({ db });
  try {
    const ready = await get(t, '/lima/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database unavailable.',
    });
    expect((await get(t, '/lima/api/health/live')).statusCode).toBe(200);
    // A call that needs the database answers 503 in the error shape, not 500.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/lima/api/users/validate',
      payload: { username: 'borrower@demo.test', password: 'Demo-pass-2026' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json().message).toBe(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  } finally {
    await t.close();
    await db.destroy();
  }
});
