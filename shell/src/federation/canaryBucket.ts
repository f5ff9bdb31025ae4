/**
 * Which of 10,000 buckets a user falls in for a remote's canary: FNV-1a (32 bit) of the remote's
 * name and the user's id. Deterministic, so the same user gets the same version on every load and
 * device; the remote's name is part of the key so that one remote's canary users are not always
 * the next one's too.
 */
export function canaryBucket(remote: string, userKey: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${userKey}`;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 10_000;
}

/** Whether the user is among the `percent` (0-100, hundredths count) who get the canary. */
export const inCanary = (remote: string, userKey: string, percent: number): boolean =>
  canaryBucket(remote, userKey) < Math.round(percent * 100);
