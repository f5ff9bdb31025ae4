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

it('lists stable and canary of each versioned remote with their 75th percentiles', () => {
  const rows = releaseRows(environment, [
    {
      remote: 'mfe_deals',
      version: '0.1.0+aaaaaaaaaa',
      samples: 40,
      p75: { LCP: 1234.4, INP: 88.6, CLS: 0.01234 },
    },
    {
      remote: 'mfe_deals',
      version: '0.2.0+bbbbbbbbbb',
      samples: 3,
      p75: { LCP: 2950, INP: null, CLS: 0.2 },
    },
  ]);
  expect(
    rows.map(({ remote, release, channel, samples, lcp, inp, cls }) => [
      remote,
      release,
      channel,
      samples,
      lcp,
      inp,
      cls,
    ]),
  ).toEqual([
    ['mfe_deals', '0.1.0+aaaaaaaaaa', 'stable', '40', '1234 ms', '89 ms', '0.012'],
    ['mfe_deals', '0.2.0+bbbbbbbbbb', 'canary 10%', '3', '2950 ms', '—', '0.200'],
    ['mfe_account', '1.0.0+cccccccccc', 'stable', '0', '—', '—', '—'],
  ]);
  expect(releaseRows(null, [])).toEqual([]);
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
