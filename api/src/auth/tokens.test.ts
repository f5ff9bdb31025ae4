import { decodeJwt, SignJWT } from 'jose';
import { createTokenService } from './tokens';

const secret = 'test-secret-0123456789abcdef-0123456789';

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30, sessionMaxHours: 12 });
    const token = await tokens.sign({ id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' });
    await expect(tokens.verify(token)).resolves.toEqual({
      sub: 'a1',
      email: 'a@b.com',
      accountType: 'CustomerAccount',
      employee: false,
      authTime: expect.any(Number),
    });
  });

  it('marks an Employee session', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30, sessionMaxHours: 12 });
    const token = await tokens.sign({ id: 'e1', email: 'e@b.com', accountType: 'Employee' });
    expect((await tokens.verify(token)).employee).toBe(true);
  });

  it('expires after the TTL', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const tokens = createTokenService({
      secret,
      ttlMinutes: 30,
      sessionMaxHours: 12,
      now: () => clock,
    });
    const token = await tokens.sign({ id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' });
    clock += 29 * 60_000;
    await expect(tokens.verify(token)).resolves.toMatchObject({ sub: 'a1' });
    clock += 2 * 60_000;
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('rejects another secret, tampering and non-session tokens', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30, sessionMaxHours: 12 });
    const other = createTokenService({
      secret: `${secret}-other`,
      ttlMinutes: 30,
      sessionMaxHours: 12,
    });
    const token = await other.sign({ id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' });
    await expect(tokens.verify(token)).rejects.toThrow();
    await expect(tokens.verify('not.a.jwt')).rejects.toThrow();
    const setup = await new SignJWT({ aud: 'a@b.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a1')
      .setIssuer('lender-portal')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verify(setup)).rejects.toThrow('not a session token');
  });

  it('stamps auth_time at sign-in and keeps a given one on renewal', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const signedIn = clock / 1000;
    const tokens = createTokenService({
      secret,
      ttlMinutes: 30,
      sessionMaxHours: 12,
      now: () => clock,
    });
    const first = await tokens.sign({ id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' });
    expect(decodeJwt(first).auth_time).toBe(signedIn);
    expect((await tokens.verify(first)).authTime).toBe(signedIn);
    clock += 20 * 60_000;
    const renewed = await tokens.sign(
      { id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' },
      { authTime: signedIn },
    );
    expect(decodeJwt(renewed)).toMatchObject({ auth_time: signedIn, iat: signedIn + 20 * 60 });
    expect((await tokens.verify(renewed)).authTime).toBe(signedIn);
  });

  it('is past the maximum session age SESSION_MAX_HOURS after sign-in', () => {
    const clock = Date.UTC(2026, 0, 1);
    const now = clock / 1000;
    const tokens = createTokenService({
      secret,
      ttlMinutes: 30,
      sessionMaxHours: 12,
      now: () => clock,
    });
    expect(tokens.isPastMaxAge(now)).toBe(false);
    expect(tokens.isPastMaxAge(now - 12 * 3600 + 1)).toBe(false);
    expect(tokens.isPastMaxAge(now - 12 * 3600)).toBe(true);
    const short = createTokenService({
      secret,
      ttlMinutes: 30,
      sessionMaxHours: 1,
      now: () => clock,
    });
    expect(short.isPastMaxAge(now - 3600)).toBe(true);
  });

  it('counts a token without auth_time from its iat', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30, sessionMaxHours: 12 });
    const iat = Math.floor(Date.now() / 1000) - 60;
    const legacy = await new SignJWT({
      email: 'a@b.com',
      accountType: 'CustomerAccount',
      use: 'session',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a1')
      .setIssuer('lender-portal')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode(secret));
    expect((await tokens.verify(legacy)).authTime).toBe(iat);
  });
});
