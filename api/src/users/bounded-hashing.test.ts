// A sign-in storm waits for the hash limiter; other endpoints keep answering meanwhile.
import { createHashLimiter } from '../auth/hash-limiter';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('queues sign-ins, answers 503 beyond the queue, and deals/nav answers meanwhile', async () => {
  const limiter = createHashLimiter({ concurrency: 1, queue: 4 });
  // A real cost, so the queue is still there when deals/nav answers.
  const busy = await createTestApp({ db: t.db, env: { SCRYPT_LOG_N: '15' }, hashLimiter: limiter });
  try {
    const token = await t.login('borrower@demo.test');
    const signIn = (i: number) =>
      busy.app.inject({
        method: 'POST',
        url: '/lima/api/users/validate',
        payload: { username: `storm${i}@demo.test`, password: 'Wrong-pass-1' },
        remoteAddress: `10.7.0.${i + 1}`,
      });
    // The first one also makes the unknown-account hash (computed once per cost).
    expect((await signIn(0)).statusCode).toBe(401);
    const signIns = Array.from({ length: 6 }, (_, i) => signIn(i + 1));
    const nav = await busy.as(token, { method: 'GET', url: '/lima/api/deals/nav' });
    expect(nav.statusCode).toBe(200);
    expect(limiter.active + limiter.waiting).toBeGreaterThan(0);

    const answers = await Promise.all(signIns);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 401, 503]);
    const refused = answers.find((answer) => answer.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server is busy. Please try again in a few seconds.',
    });
  } finally {
    await busy.app.close();
  }
});
