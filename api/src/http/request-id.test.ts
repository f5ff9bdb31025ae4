// Every request has an id: the caller's well-formed X-Request-Id or a new one, returned in the
// answer and on every log line of the request.
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

const linesOf = (id: unknown) => lines.filter((line) => line.reqId === id);

it('keeps a well-formed X-Request-Id, answers it and logs it', async () => {
  lines.length = 0;
  const response = await t.app.inject({
    method: 'GET',
    url: '/lima/api/deals/funded',
    headers: { 'x-request-id': 'edge-7f3a.91:b_2' },
  });
  expect(response.headers['x-request-id']).toBe('edge-7f3a.91:b_2');
  expect(linesOf('edge-7f3a.91:b_2').map((line) => line.msg)).toContain('request completed');
});

it.each([
  ['a header with spaces and quotes', 'a "b" c'],
  ['an over-long one', 'x'.repeat(129)],
  ['a line break', 'abc\r\nInjected: 1'],
])('replaces %s with a new id', async (_case, given) => {
  lines.length = 0;
  const response = await t.app.inject({
    method: 'GET',
    url: '/lima/api/health/live',
    headers: { 'x-request-id': given },
  });
  const id = response.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(linesOf(id)).toHaveLength(1);
  expect(JSON.stringify(lines)).not.toContain(given);
});

it('gives every request its own id, also on errors', async () => {
  lines.length = 0;
  const first = await t.app.inject({ method: 'GET', url: '/lima/api/nope' });
  const second = await t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: {},
  });
  const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
  expect(new Set(ids).size).toBe(2);
  for (const id of ids) expect(linesOf(id).length).toBeGreaterThan(0);
  // Every line the app wrote is JSON with a level and a message.
  for (const line of lines)
    expect(line).toEqual(
      expect.objectContaining({ level: expect.any(Number), msg: expect.any(String) }),
    );
});
