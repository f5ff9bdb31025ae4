import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores the parameters and a per-hash salt', async () => {
    const a = await hashPassword('Demo-pass-2026', 10);
    const b = await hashPassword('Demo-pass-2026', 10);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Demo-pass-2026', 10);
    await expect(verifyPassword('Demo-pass-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-pass-2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it("uses OWASP's N=2^17, r=8, p=1 by default", async () => {
    const hash = await hashPassword('x');
    expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
    await expect(verifyPassword('x', hash)).resolves.toBe(true);
  });

  it('rejects malformed hashes without throwing', async () => {
    for (const bad of [
      '',
      'plain',
      'scrypt$10$8$1$$',
      'scrypt$99$8$1$abc$def',
      'bcrypt$10$8$1$a$b',
    ]) {
      await expect(verifyPassword('x', bad)).resolves.toBe(false);
    }
  });

  it('tells when a hash is weaker than wanted', async () => {
    const hash = await hashPassword('x', 10);
    expect(needsRehash(hash, 15)).toBe(true);
    expect(needsRehash(hash, 10)).toBe(false);
    expect(needsRehash(hash.replace('scrypt$10$8$1$', 'scrypt$10$4$1$'), 10)).toBe(true);
    expect(needsRehash(hash.replace('scrypt$10$8$1$', 'scrypt$10$8$0$'), 10)).toBe(true);
    expect(needsRehash('bcrypt$x', 10)).toBe(true);
    expect(needsRehash('scrypt$abc$8$1$s$h', 10)).toBe(true);
  });
});
