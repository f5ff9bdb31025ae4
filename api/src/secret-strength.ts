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
