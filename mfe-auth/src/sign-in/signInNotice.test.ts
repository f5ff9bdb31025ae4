import { SIGN_IN_NOTICES, signInNoticeText, signInState } from './signInNotice';

describe('signInNoticeText', () => {
  it('reads the notice a page left in the history state', () => {
    expect(signInNoticeText(signInState('passwordChanged'))).toBe(SIGN_IN_NOTICES.passwordChanged);
  });

  it('ignores any other state', () => {
    for (const state of [
      null,
      undefined,
      'passwordChanged',
      {},
      { notice: 'toString' },
      { notice: 1 },
    ])
      expect(signInNoticeText(state)).toBeNull();
  });
});
