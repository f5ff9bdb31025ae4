import { currentOverrides, NO_OVERRIDES, parseOverrides } from './supportOverrides';

afterEach(() => sessionStorage.clear());

describe('support overrides', () => {
  it('reads forced versions and disabled remotes by container or short name', () => {
    expect(
      parseOverrides(
        '?remote.deals=1.0.0%2Baaaaaaaaaa&remote.mfe_auth=2.0.0&disable-remotes=account,mfe_servicing,nope',
      ),
    ).toEqual({
      versions: { mfe_deals: '1.0.0+aaaaaaaaaa', mfe_auth: '2.0.0' },
      disabled: ['mfe_account', 'mfe_servicing'],
    });
  });

  it('ignores a version that is not a release name', () => {
    expect(parseOverrides('?remote.deals=../../evil&remote.auth=a/b').versions).toEqual({});
  });

  it('counts for nothing unless configuration allows them', () => {
    expect(currentOverrides(false, '?disable-remotes=deals')).toEqual(NO_OVERRIDES);
    expect(sessionStorage.length).toBe(0);
  });

  it('holds for the rest of the tab once given', () => {
    expect(currentOverrides(true, '?disable-remotes=deals').disabled).toEqual(['mfe_deals']);
    expect(currentOverrides(true, '').disabled).toEqual(['mfe_deals']);
    expect(currentOverrides(false, '')).toEqual(NO_OVERRIDES);
  });
});
