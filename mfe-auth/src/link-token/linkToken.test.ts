import { base64url, fakeLinkToken } from '../test-utils/fakeLinkToken';
import { readLinkToken } from './linkToken';

describe('readLinkToken', () => {
  it("reads the email from the token's audience and what the link is for", () => {
    const token = fakeLinkToken({ aud: 'newborrower@demo.test', use: 'setup', exp: 2e9 });
    expect(readLinkToken(token)).toEqual({ token, email: 'newborrower@demo.test', use: 'setup' });
    expect(readLinkToken(fakeLinkToken({ aud: 'a@b.test', use: 'reset' }))?.use).toBe('reset');
  });

  it('takes the first audience of a list and leaves an unknown use out', () => {
    const token = fakeLinkToken({ aud: ['jo@demo.test', 'x'], use: 'other' });
    expect(readLinkToken(token)).toMatchObject({ email: 'jo@demo.test', use: null });
  });

  it('reads payloads with characters outside ASCII and base64url padding', () => {
    const token = fakeLinkToken({ aud: 'ana@demo.test', name: 'Ana Núñez ✓' });
    expect(readLinkToken(token)?.email).toBe('ana@demo.test');
  });

  it('is null for anything that is not a JWT with an email audience', () => {
    for (const token of [
      '',
      'not-a-token',
      'a.b',
      'a..c',
      'a.%%%.c',
      `x.${base64url('not json')}.y`,
      `x.${base64url('"a string"')}.y`,
      fakeLinkToken({ sub: 'acct-1' }),
      fakeLinkToken({ aud: 'not-an-email' }),
      fakeLinkToken({ aud: 42 }),
    ]) {
      expect(readLinkToken(token)).toBeNull();
    }
  });
});
