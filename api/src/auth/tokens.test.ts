import { SignJWT } from 'jose';
import { createTokenService } from './tokens';

const secret = 'test-secret-0123456789abcdef-0123456789';

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30 });
    const token = await tokens.sign({ id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' });
    await expect(tokens.verify(token)).resolves.toEqual({
      sub: 'a1',
      email: 'a@b.com',
      accountType: 'CustomerAccount',
      employee: false,
    });
  });

  it('marks an Employee session', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30 });
    const token = await tokens.sign({ id: 'e1', email: 'e@b.com', accountType: 'Employee' });
    expect((await tokens.verify(token)).employee).toBe(true);
  });

  it('expires after the TTL', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const tokens = createTokenService({ secret, ttlMinutes: 30, now: () => clock });
    const token = await tokens.sign({ id: 'a1', email: 'a@b.com', accountType: 'CustomerAccount' });
    clock += 29 * 60_000;
    await expect(tokens.verify(token)).resolves.toMatchObject({ sub: 'a1' });
    clock += 2 * 60_000;
    await expect(tokens.verify(token)).rejects.toThrow();
  });

  it('rejects another secret, tampering and non-session tokens', async () => {
    const tokens = createTokenService({ secret, ttlMinutes: 30 });
    const other = createTokenService({ secret: `${secret}-other`, ttlMinutes: 30 });
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
});
