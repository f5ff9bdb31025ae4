// A development signing secret kept on disk (JWT_SECRET_DEV=generate), so sessions survive a
// restart without anyone choosing, or publishing, a secret.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MIN_LENGTH = 32;

/** Reads the secret in `file`, or writes a new random one there (mode 600) and returns it. */
export function readOrCreateSecret(file: string): string {
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      return readOrCreateSecret(file);
    }
    if (code !== 'EEXIST') throw error;
  }
  // Only its owner may read it (an older copy, or one made by hand, may be wider).
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(
      `${file} holds fewer than ${MIN_LENGTH} characters; delete it to make a new one`,
    );
  return secret;
}
