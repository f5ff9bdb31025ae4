// How much a signing secret could be guessed: an estimate of its entropy from its own characters
// (Shannon entropy of their distribution times its length). A random value scores about what it
// holds (`openssl rand -hex 32`: ~250 bits; 32 random hex characters: ~117); a repeated or
// low-variety one scores little (32 × 'a': 0 bits; 'ab' repeated: 1 bit per character).

/** The least a JWT_SECRET may score: 32 random hex characters clear it, 8 symbols cycled do not. */
export const MIN_SECRET_BITS = 100;

export function estimatedEntropyBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    bitsPerChar -= p * Math.log2(p);
  }
  return Math.floor(bitsPerChar * chars.length);
}

/** Decoded length a production secret needs: 256 bits. */
const MIN_SECRET_BYTES = 32;

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_-]+={0,2})$/;

/** The bytes a secret's text stands for, when it is hex or base64 (base64url too). */
function decoded(secret: string): Buffer | null {
  if (HEX.test(secret) && secret.length % 2 === 0) return Buffer.from(secret, 'hex');
  if (!BASE64.test(secret)) return null;
  const bytes = Buffer.from(secret.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  // Node skips what is not base64; a round trip proves every character was read.
  const again = bytes.toString('base64').replace(/=+$/, '');
  return again === secret.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '') ? bytes : null;
}

/** Runs people type: the alphabet, the digits and the keyboard's rows, either way, in one case. */
const LOWER = ['abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const SEQUENCES = ['0123456789', ...LOWER, ...LOWER.map((run) => run.toUpperCase())];
const follows = (a: string, b: string): boolean =>
  a === b ||
  SEQUENCES.some((run) => {
    const i = run.indexOf(a);
    return i >= 0 && (run[i + 1] === b || run[i - 1] === b);
  });

/**
 * The share of the text's characters that sit in a run of 4 or more typed in sequence ('abcd',
 * '9876', 'qwer') or repeated ('aaaa'). Random hex or base64 has a few percent at most.
 */
function patternShare(text: string): number {
  const inRun = new Array<boolean>(text.length).fill(false);
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    const linked = i < text.length && follows(text[i - 1] as string, text[i] as string);
    if (linked) continue;
    if (i - start >= 4) inRun.fill(true, start, i);
    start = i;
  }
  return inRun.filter(Boolean).length / Math.max(1, text.length);
}

/**
 * True when the text reads as words: three or more words between separators ('correct-horse-
 * battery', 'Correct_Horse'), or letters as English has them (vowels 30 % or more, and few
 * capitals), which random base64 almost never has (about 19 % vowels, half capitals).
 */
function readsAsWords(secret: string): boolean {
  const parts = secret.split(/[-_.\s]+/).filter(Boolean);
  if (parts.length >= 3 && parts.every((part) => /^[A-Za-z][a-z]{2,}$/.test(part))) return true;
  const letters = secret.replace(/[^A-Za-z]/g, '');
  if (letters.length < 16) return false;
  const vowels = letters.replace(/[^aeiouAEIOU]/g, '').length / letters.length;
  const capitals = letters.replace(/[^A-Z]/g, '').length / letters.length;
  return vowels >= 0.3 && capitals <= 0.2;
}

/**
 * Why a production secret is refused, or null: it must be 32 or more random bytes written as hex
 * or base64 (what `openssl rand -hex 32` or `openssl rand -base64 32` prints), with no typed run,
 * repetition or words in it.
 */
export function productionSecretProblem(secret: string, name = 'JWT_SECRET'): string | null {
  const make = 'make one with `openssl rand -hex 32`';
  const bytes = decoded(secret);
  if (!bytes || bytes.length < MIN_SECRET_BYTES)
    return `${name} must be at least ${MIN_SECRET_BYTES} random bytes written as hex (${MIN_SECRET_BYTES * 2} or more hex digits) or base64 when NODE_ENV=production: ${make}`;
  if (patternShare(secret) > 0.35 || new Set(bytes).size < bytes.length / 2)
    return `${name} follows a pattern (a run typed in sequence or repeated characters), so it is not random: ${make}`;
  // Hex has no words to read (its letters are a-f alone).
  if (!HEX.test(secret) && readsAsWords(secret))
    return `${name} reads as words, so it is not random: ${make}`;
  return null;
}
