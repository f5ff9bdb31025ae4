import { ApiError } from './apiError';
import { read, type ReadCall } from './reads';
import { BAD_RESPONSE_MESSAGE, expectSuccess } from './responses';
import { write, type WriteCall } from './writes';
import { mockApi, type ApiMock } from '../testing/mockApi';
import { signIn, signOut } from '../testing/session';

const dealRead: ReadCall = { method: 'POST', path: 'deals/details', body: { dealid: 'D1' } };
const listRead: ReadCall = { method: 'GET', path: 'deals/funded?limit=50' };
const otherRead: ReadCall = { method: 'GET', path: 'fetchaccountprofile' };

const parseId = (answer: unknown): string => {
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new TypeError('no id');
  return id;
};
const drawWrite = (amount: number): WriteCall<string> => ({
  path: 'deals/draws/new',
  body: { amount },
  parse: parseId,
  stale: [dealRead, { method: 'GET', path: 'deals/funded' }],
});

let api: ApiMock;
let reads = 0;
let drawReply: { status?: number; body?: unknown } = { body: { id: 'W1' } };
beforeEach(() => {
  signIn();
  reads = 0;
  drawReply = { body: { id: 'W1' } };
  api = mockApi({
    'POST deals/draws/new': () => drawReply,
    'POST deals/details': () => ({ body: { read: ++reads } }),
    'GET deals/funded': () => ({ body: { read: ++reads } }),
    'GET fetchaccountprofile': () => ({ body: { read: ++reads } }),
  });
});
afterEach(() => {
  api.restore();
  signOut();
});

/** Reads each call once so its answer is kept, and answers how many requests that took. */
const keep = async (...calls: ReadCall[]) => {
  for (const call of calls) await read(call);
};
const requestsFor = (...calls: ReadCall[]) =>
  Promise.all(calls.map((call) => read(call))).then(() => api.calls.length);

test('sends the body to the path and answers the parsed answer', async () => {
  await expect(write(drawWrite(120))).resolves.toBe('W1');
  expect(api.last()).toMatchObject({
    method: 'POST',
    path: 'deals/draws/new',
    body: { amount: 120 },
  });
  expect(api.last().authorization).toBe('Bearer test-token');
});

test('an answer that does not parse is an ApiError with the bad-response message', async () => {
  drawReply = { body: { id: 42 } };
  const error: unknown = await write(drawWrite(120)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 200, message: BAD_RESPONSE_MESSAGE, body: { id: 42 } });
});

test("a refusal the parse finds in the answer keeps the answer's words", async () => {
  drawReply = { body: { success: false, message: 'A draw is already pending.' } };
  await expect(
    write({ path: 'deals/draws/new', body: {}, parse: expectSuccess }),
  ).rejects.toMatchObject({ message: 'A draw is already pending.' });
});

test('after success the stale reads are forgotten (any query of their path), the others kept', async () => {
  await keep(dealRead, listRead, otherRead);
  expect(api.calls).toHaveLength(3);
  await write(drawWrite(120));
  // The deal and the list are read again; the profile is still the kept answer.
  expect(await requestsFor(dealRead, listRead, otherRead)).toBe(3 + 1 + 2);
});

test('a failed write forgets nothing', async () => {
  await keep(dealRead, listRead);
  drawReply = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Pending' } };
  await expect(write(drawWrite(120))).rejects.toMatchObject({ status: 409, message: 'Pending' });
  expect(await requestsFor(dealRead, listRead)).toBe(2 + 1);
});

test('an answer that does not parse forgets nothing', async () => {
  await keep(dealRead);
  drawReply = { body: {} };
  await expect(write(drawWrite(120))).rejects.toBeInstanceOf(ApiError);
  expect(await requestsFor(dealRead)).toBe(1 + 1);
});

test('the call options go with the request (a link token as bearer)', async () => {
  await write({ ...drawWrite(1), options: { token: 'link-token' } });
  expect(api.last().authorization).toBe('Bearer link-token');
});

test('an upload goes through the progress-reporting client and reports its bytes sent', async () => {
  // Without XMLHttpRequest the progress client sends with fetch (the stub here) and reports the
  // whole body once answered.
  const xhr = globalThis.XMLHttpRequest;
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
  try {
    const progress: { loaded: number; total: number }[] = [];
    await expect(
      write({ ...drawWrite(1), onProgress: (sent) => progress.push(sent) }),
    ).resolves.toBe('W1');
    const size = JSON.stringify({ amount: 1 }).length;
    expect(progress).toEqual([{ loaded: size, total: size }]);
  } finally {
    globalThis.XMLHttpRequest = xhr;
  }
});
