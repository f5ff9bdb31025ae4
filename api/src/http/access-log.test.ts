// One access line per request: method, URL (tokens redacted), status and time; nothing else.
import { createTestApp, type TestApp } from '../test/helpers';

const lines: Record<string, unknown>[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

it('logs each request once, when it is answered, with its status and time', async () => {
  lines.length = 0;
  await t.app.inject({
    method: 'GET',
    url: '/lima/api/health?token=secret-value&access_token=secret-value&page=2',
  });
  await t.app.inject({ method: 'GET', url: '/lima/api/deals/inprocess' });
  const access = lines.filter((line) => line.msg === 'request completed');
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  expect(access).toHaveLength(2);
  expect(access[0]).toMatchObject({
    req: {
      method: 'GET',
      url: '/lima/api/health?token=[redacted]&access_token=[redacted]&page=2',
    },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  expect(access[1]).toMatchObject({
    req: { url: '/lima/api/deals/inprocess' },
    res: { statusCode: 401 },
  });
  expect(JSON.stringify(lines)).not.toContain('secret-value');
});
