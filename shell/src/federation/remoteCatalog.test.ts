import { parseRemoteCatalog } from './remoteCatalog';

describe('parseRemoteCatalog', () => {
  it('reads fixed URLs and versioned channels, ignoring unknown names', () => {
    expect(
      parseRemoteCatalog({
        mfe_auth: 'http://localhost:3001/remoteEntry.js',
        mfe_deals: {
          base: 'https://deals.example/',
          stable: '1.0.0+aaaaaaaaaa',
          canary: { version: '1.1.0+bbbbbbbbbb', percent: 10 },
        },
        mfe_unknown: 'x',
      }),
    ).toEqual({
      mfe_auth: { kind: 'fixed', url: 'http://localhost:3001/remoteEntry.js' },
      mfe_deals: {
        kind: 'versioned',
        base: 'https://deals.example',
        stable: '1.0.0+aaaaaaaaaa',
        canary: { version: '1.1.0+bbbbbbbbbb', percent: 10 },
      },
    });
  });

  it('keeps the releases’ preload lists as they are (read when a page loads), and drops a malformed one', () => {
    const preload = { '1.0.0+aaaaaaaaaa': { routes: ['a.1.js'], pages: { deal: ['b.2.js'] } } };
    const read = (value: unknown) =>
      parseRemoteCatalog({
        mfe_deals: { base: 'https://deals.example', stable: '1.0.0+aaaaaaaaaa', preload: value },
      }).mfe_deals;
    expect(read(preload)).toMatchObject({ preload });
    expect(read(['a.1.js'])).not.toHaveProperty('preload');
  });

  it.each([
    ['not an object', []],
    ['an empty URL', { mfe_deals: '' }],
    ['a channel without a stable release', { mfe_deals: { base: 'https://x' } }],
    [
      'a canary percent over 100',
      { mfe_deals: { base: 'https://x', stable: '1', canary: { version: '2', percent: 101 } } },
    ],
    [
      'a canary without a version',
      { mfe_deals: { base: 'https://x', stable: '1', canary: { percent: 5 } } },
    ],
  ])('refuses %s', (_case, value) => {
    expect(() => parseRemoteCatalog(value)).toThrow(/remotes\.json/);
  });
});
