// Password hashing with scrypt (memory-hard). Stored format keeps its parameters:
//   scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
export const DEFAULT_LOG_N = 15;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const optionsFor = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  maxmem: 256 * 2 ** logN * r,
});

export async function hashPassword(
  password: string,
  logN: number = DEFAULT_LOG_N,
): Promise<string> {
  const r = 8;
  const p = 1;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, optionsFor(logN, r, p));
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (
    ![logN, r, p].every(Number.isInteger) ||
    logN < 1 ||
    logN > 22 ||
    r < 1 ||
    r > 32 ||
    p < 1 ||
    p > 16
  )
    return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password, salt, optionsFor(logN, r, p));
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than wanted (rehash at next login). */
export function needsRehash(stored: string, logN: number = DEFAULT_LOG_N): boolean {
  const parts = stored.split('$');
  return parts[0] !== 'scrypt' || Number(parts[1]) < logN;
}
