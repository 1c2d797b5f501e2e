/**
 * A new unique message id: `crypto.randomUUID()` where available (secure contexts), otherwise a
 * version-4 UUID built from one `crypto.getRandomValues()` call (for apps served over plain http).
 */
export function createId(): string {
  const c = globalThis.crypto;
  if (c.randomUUID) return c.randomUUID();
  const random = c.getRandomValues(new Uint8Array(31));
  let i = 0;
  // each 0 and 1 becomes a random hex digit, each 8 one of 8, 9, a, b (the RFC 4122 variant); 4 stays
  return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (d) =>
    (+d ^ (random[i++]! & (15 >> (+d / 4)))).toString(16),
  );
}
