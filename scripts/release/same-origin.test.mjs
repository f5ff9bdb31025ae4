// @ts-check
// Which addresses of the shell's origin are a release's files in the store (ADR 015).
import { sameOriginBase, storeFileOf } from './same-origin.mjs';

const RELEASE = '0.2.0+b2a28cba59';

describe('storeFileOf', () => {
  it('maps a release file of a known remote into the store', () => {
    expect(storeFileOf(`/remotes/mfe_deals/${RELEASE}/remoteEntry.js`)).toBe(
      `/mfe_deals/${RELEASE}/remoteEntry.js`,
    );
    expect(storeFileOf(`/remotes/mfe_auth/1.0.0-rc.1+0a1b2c3d4e/static/css/x.1234abcd.css`)).toBe(
      '/mfe_auth/1.0.0-rc.1+0a1b2c3d4e/static/css/x.1234abcd.css',
    );
    expect(`${sameOriginBase('mfe_deals')}/${RELEASE}/remoteEntry.js`).toBe(
      `/remotes/mfe_deals/${RELEASE}/remoteEntry.js`,
    );
  });

  it.each([
    ['the store history', '/remotes/mfe_deals/history.json'],
    ["an environment's remotes.json", '/remotes/remotes.3000.json'],
    ['a folder being staged', '/remotes/mfe_deals/.staging-123/remoteEntry.js'],
    ['a release folder itself', `/remotes/mfe_deals/${RELEASE}/`],
    ['an unknown container', `/remotes/mfe_other/${RELEASE}/remoteEntry.js`],
    ['the shell', `/remotes/shell/${RELEASE}/main.js`],
    ['a way out of the release', `/remotes/mfe_deals/${RELEASE}/../history.json`],
    ['an encoded way out', `/remotes/mfe_deals/${RELEASE}/%2e%2e/history.json`],
    ['another prefix', `/releases/mfe_deals/${RELEASE}/remoteEntry.js`],
    ['a page of the SPA', '/dashboard/deal/D1011'],
  ])('leaves %s alone', (_, pathname) => {
    expect(storeFileOf(pathname)).toBeNull();
  });
});
