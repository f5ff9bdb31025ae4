import { historyText, releaseRows } from './releaseReport';

const environment = {
  mfe_deals: {
    base: 'https://deals.example',
    stable: '0.1.0+aaaaaaaaaa',
    canary: { version: '0.2.0+bbbbbbbbbb', percent: 10 },
  },
  mfe_auth: 'http://localhost:3999/remoteEntry.js',
  mfe_account: { base: 'https://account.example', stable: '1.0.0+cccccccccc' },
};

const stableSide = {
  remote: 'mfe_deals',
  version: '0.1.0+aaaaaaaaaa',
  loads: 40,
  errors: 1,
  measured: { LCP: 40, INP: 12, CLS: 40 },
  p75: { LCP: 1234.4, INP: 88.6, CLS: 0.01234 },
};
const canarySide = {
  remote: 'mfe_deals',
  version: '0.2.0+bbbbbbbbbb',
  loads: 3,
  errors: 2,
  measured: { LCP: 3, INP: 0, CLS: 3 },
  p75: { LCP: 2950, INP: null, CLS: 0.2 },
};

it('lists stable and canary of each versioned remote: loads, errors per 100 loads, 75th percentiles', () => {
  const rows = releaseRows(environment, [stableSide, canarySide]);
  expect(
    rows.map(({ remote, release, channel, loads, errorsPer100, lcp, inp, cls }) => [
      remote,
      release,
      channel,
      loads,
      errorsPer100,
      lcp,
      inp,
      cls,
    ]),
  ).toEqual([
    ['mfe_deals', '0.1.0+aaaaaaaaaa', 'stable', '40', '2.5', '1234 ms', '89 ms', '0.012'],
    ['mfe_deals', '0.2.0+bbbbbbbbbb', 'canary 10%', '3', '66.7', '2950 ms', '—', '0.200'],
    // Never ran here: no load, no errors per load, no vitals.
    ['mfe_account', '1.0.0+cccccccccc', 'stable', '0', '—', '—', '—', '—'],
  ]);
  expect(releaseRows(null, [])).toEqual([]);
});

it('reads a judged decision with its evidence on both sides', () => {
  expect(
    historyText({
      at: '2026-11-28T12:00:00.000Z',
      who: 'judge',
      action: 'canary',
      remote: 'mfe_deals',
      from: '0.2.0+bbbbbbbbbb',
      to: null,
      percent: 0,
      reason: 'errors: 66.7 per 100 loads',
      forced: false,
      judgement: {
        decision: 'rollback',
        rule: "errors: 66.7 per 100 loads against stable's 2.5 (p = 0.0041)",
        since: '2026-11-28T11:50:00.000Z',
        stable: stableSide,
        canary: canarySide,
      },
    }),
  ).toBe(
    "2026-11-28T12:00:00.000Z judge mfe_deals canary ended: judge: rollback — errors: 66.7 per 100 loads against stable's 2.5 (p = 0.0041) (canary 3 loads, 66.7 errors/100, LCP 2950 ms, INP —; stable 40 loads, 2.5 errors/100, LCP 1234 ms, INP 89 ms; since 2026-11-28T11:50:00.000Z)",
  );
});

it('reads a history line: when, who, what and why', () => {
  const base = {
    at: '2026-11-25T10:00:00.000Z',
    who: 'alice',
    remote: 'mfe_deals',
    reason: '',
    forced: false,
  };
  expect(historyText({ ...base, action: 'deploy', from: 'A', to: 'B', reason: 'chart fix' })).toBe(
    '2026-11-25T10:00:00.000Z alice mfe_deals deploy A → B: chart fix',
  );
  expect(
    historyText({ ...base, action: 'canary', from: null, to: 'C', percent: 10, forced: true }),
  ).toBe(
    '2026-11-25T10:00:00.000Z alice mfe_deals canary C at 10% (forced past the compatibility check)',
  );
  expect(historyText({ ...base, action: 'canary', from: 'C', to: null, percent: 0 })).toBe(
    '2026-11-25T10:00:00.000Z alice mfe_deals canary ended',
  );
});
