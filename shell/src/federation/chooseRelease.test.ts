import { inCanary } from './canaryBucket';
import { chooseRelease } from './chooseRelease';
import type { RemoteEntry } from './remoteCatalog';
import { NO_OVERRIDES } from './supportOverrides';

const versioned: RemoteEntry = {
  kind: 'versioned',
  base: 'https://deals.example',
  stable: '1.0.0+aaaaaaaaaa',
  canary: { version: '1.1.0+bbbbbbbbbb', percent: 50 },
};
const userIn = Array.from({ length: 100 }, (_, i) => `u${i}`).find((id) =>
  inCanary('mfe_deals', id, 50),
)!;
const userOut = Array.from({ length: 100 }, (_, i) => `u${i}`).find(
  (id) => !inCanary('mfe_deals', id, 50),
)!;

describe('chooseRelease', () => {
  it('gives the stable release to users outside the canary', () => {
    expect(chooseRelease('mfe_deals', versioned, userOut, NO_OVERRIDES)).toEqual({
      kind: 'release',
      url: 'https://deals.example/1.0.0+aaaaaaaaaa/remoteEntry.js',
      version: '1.0.0+aaaaaaaaaa',
      channel: 'stable',
    });
  });

  it('gives the canary to users whose id hashes into its percent', () => {
    expect(chooseRelease('mfe_deals', versioned, userIn, NO_OVERRIDES)).toMatchObject({
      version: '1.1.0+bbbbbbbbbb',
      channel: 'canary',
    });
  });

  it('lets support force a version and turn a remote off', () => {
    const forced = { versions: { mfe_deals: '0.9.0+cccccccccc' }, disabled: [] };
    expect(chooseRelease('mfe_deals', versioned, userIn, forced)).toMatchObject({
      version: '0.9.0+cccccccccc',
      channel: 'forced',
    });
    const off = { versions: {}, disabled: ['mfe_deals' as const] };
    expect(chooseRelease('mfe_deals', versioned, userIn, off)).toEqual({ kind: 'disabled' });
  });

  it('loads a fixed URL as it is', () => {
    const fixed: RemoteEntry = { kind: 'fixed', url: 'http://localhost:3999/remoteEntry.js' };
    expect(chooseRelease('mfe_deals', fixed, userIn, NO_OVERRIDES)).toEqual({
      kind: 'release',
      url: 'http://localhost:3999/remoteEntry.js',
      version: null,
      channel: 'fixed',
    });
  });
});
