// Option equality for the channel cache (the same rule as useUi()/useAdmin()/useDsr() use).

/**
 * Whether two option values are equal for caching: primitives and functions by identity, RegExps by
 * source and flags, arrays element by element, plain objects key by key (a key set to `undefined`
 * counts as absent). Anything else (a transport, a bridge, an AbortSignal) by identity.
 */
export function sameOptions(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof RegExp) return b instanceof RegExp && String(a) === String(b);
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameOptions(v, b[i]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameOptions(a[key], b[key])) return false;
  return true;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
