import { decodeJwt, SignJWT } from 'jose';
import { TEST_JWT_SECRET as secret } from '../test/tokens';
import { createTokenService } from './tokens';

const subject = { id: 'a1', email: 'a@b.com', name: 'Ann Bell', accountType: 'CustomerAccount' };
const session = { sessionId: 's1', authTime: 1_767_225_600 };

describe('session tokens', () => {
  it('round-trips the claims, the session id included', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30 });
    const token = await tokens.sign(subject, session);
    await expect(tokens.verify(token)).resolves.toEqual({
      sub: 'a1',
      email: 'a@b.com',
      accountType: 'CustomerAccount',
      sid: 's1',
      employee: false,
    });
    expect(decodeJwt(token)).toMatchObject({
      name: 'Ann Bell',
      sid: 's1',
      auth_time: session.authTime,
      use: 'session',
    });
  });

  it("marks an Employee's own session, and an impersonation token with act instead", async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30 });
    const employee = { ...subject, id: 'e1', accountType: 'Employee' };
    expect((await tokens.verify(await tokens.sign(employee, session))).employee).toBe(true);
    const viewing = await tokens.sign(subject, { ...session, actorId: 'e1' });
    await expect(tokens.verify(viewing)).resolves.toMatchObject({ employee: false, act: 'e1' });
  });

  it('expires after the TTL', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const tokens = createTokenService({ secret, ttlMinutes: 30, now: () => clock });
    const token = await tokens.sign(subject, session);
    clock += 29 * 60_000;
    await expect(tokens.verify(token)).resolves.toMatchObject({ sub: 'a1' });
    clock += 2 * 60_000;
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('rejects another secret, tampering, link tokens and tokens without a session', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30 });
    const other = createTokenService({ secret: `${secret}-other`, ttlMinutes: 30 });
    await expect(tokens.verify(await other.sign(subject, session))).rejects.toThrow();
    await expect(tokens.verify('not.a.jwt')).rejects.toThrow();
    const key = new TextEncoder().encode(secret);
    const setup = await new SignJWT({ aud: 'a@b.com', use: 'setup', jti: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a1')
      .setIssuer('lender-portal')
      .setExpirationTime('1h')
      .sign(key);
    await expect(tokens.verify(setup)).rejects.toThrow('not a session token');
    // The shape from before server-side sessions: no sid, nothing to revoke.
    const legacy = await new SignJWT({
      email: 'a@b.com',
      accountType: 'CustomerAccount',
      use: 'session',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a1')
      .setIssuer('lender-portal')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    await expect(tokens.verify(legacy)).rejects.toThrow('no session');
  });
});
