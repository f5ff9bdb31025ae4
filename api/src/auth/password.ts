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
/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB and a few hundred ms per hash). */
const DEFAULT_LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

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
  // scrypt needs 128 * N * r bytes (128 MiB at N = 2^17), over Node's 32 MiB default: allow
  // twice that. The hash limiter bounds how many run at once, hence the process's peak memory.
  maxmem: 256 * 2 ** logN * r,
});

export async function hashPassword(
  password: string,
  logN: number = DEFAULT_LOG_N,
): Promise<string> {
  const r = BLOCK_SIZE;
  const p = PARALLELISM;
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

/** True when any parameter of a stored hash is below what is wanted (rehash at next login). */
export function needsRehash(stored: string, logN: number = DEFAULT_LOG_N): boolean {
  const [scheme, storedLogN, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    !(Number(storedLogN) >= logN) ||
    !(Number(r) >= BLOCK_SIZE) ||
    !(Number(p) >= PARALLELISM)
  );
}
