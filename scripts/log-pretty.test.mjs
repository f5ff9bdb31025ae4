/** @jest-environment node */
// @ts-check
import { prettyLine } from './log-pretty.mjs';

it('turns an access line into one readable line with its status, time and request id', () => {
  const line = JSON.stringify({
    level: 40,
    time: Date.UTC(2026, 0, 2, 12, 4, 5),
    reqId: 'edge-7f3a',
    req: { method: 'GET', url: '/lima/api/deals/D1/x', host: 'localhost' },
    res: { statusCode: 404 },
    responseTime: 3.4,
    msg: 'request completed',
  });
  expect(prettyLine(line)).toBe(
    '12:04:05 WARN  request completed GET /lima/api/deals/D1/x 404 3 ms [req edge-7f3a]',
  );
});

it("names an error's message", () => {
  const line = JSON.stringify({
    level: 50,
    time: 0,
    msg: 'start failed',
    err: { message: 'EADDRINUSE' },
  });
  expect(prettyLine(line)).toBe('00:00:00 ERROR start failed : EADDRINUSE');
});

it('leaves any other line as it is', () => {
  expect(prettyLine('plain text')).toBe('plain text');
  expect(prettyLine('{not json')).toBe('{not json');
  expect(prettyLine('{"a":1}')).toBe('{"a":1}');
});
