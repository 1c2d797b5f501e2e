/**
 * A unique message id: `crypto.randomUUID()`, or 128 random bits in hex where it is missing
 * (pages served over plain http outside localhost are not secure contexts).
 */
export function newId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint32Array(4)), (n) =>
    n.toString(16).padStart(8, "0"),
  ).join("-");
}
