import { remoteReport } from './remoteReport';

describe('remoteReport', () => {
  it('gives every remote a row, from its load, its release record and the reports', () => {
    const rows = remoteReport(
      ['mfe_auth', 'mfe_deals'],
      {
        mfe_deals: {
          status: 'loaded',
          version: '0.1.0+0123456789',
          channel: 'canary',
          url: 'https://deals.example/0.1.0+0123456789/remoteEntry.js',
          loadMs: 120,
          lastError: null,
        },
      },
      { mfe_deals: { sha: '0123456789', builtAt: '2026-11-24T10:00:00.000Z' } },
      [
        {
          remote: 'mfe_deals',
          errorsLast24h: 3,
          lastError: {
            version: '0.1.0+0123456789',
            kind: 'render',
            message: 'boom',
            traceId: 'feedfacecafebeef',
            path: '/dashboard',
            at: '2026-11-24T11:00:00.000Z',
          },
        },
      ],
    );
    expect(rows[0]).toMatchObject({ remote: 'mfe_auth', status: 'Not loaded', version: '—' });
    expect(rows[1]).toEqual({
      remote: 'mfe_deals',
      version: '0.1.0+0123456789',
      channel: 'canary',
      sha: '0123456789',
      builtAt: '2026-11-24T10:00:00.000Z',
      status: 'Loaded',
      loadTime: '120 ms',
      lastError: 'None',
      reported:
        '3 in 24 h; last 2026-11-24T11:00:00.000Z mfe_deals@0.1.0+0123456789 render: boom (trace feedfacecafebeef)',
    });
  });
});
