/** What replaces a secret in a redacted value. */
export const REDACTED = "[redacted]";

/**
 * Keys whose values are secrets wherever they appear (snake and camel case): the environment's
 * tokens and claims, plus the usual credential names.
 */
export const SECRET_KEYS: readonly string[] = [
  "access_token",
  "accessToken",
  "id_token",
  "idToken",
  "token_claims",
  "tokenClaims",
  "refresh_token",
  "refreshToken",
  "api_key",
  "apiKey",
  "x-api-key",
  "authorization",
  "Authorization",
  "password",
  "client_secret",
  "clientSecret",
];

/** Options of {@link redact}. */
export interface RedactOptions {
  /**
   * Secret values to hide wherever they occur inside a string (for example the simulated
   * environment's `access_token`, in case an app copies it into another field). Values shorter
   * than 8 characters are ignored so that common words are never masked.
   */
  secrets?: readonly string[];
  /** Extra keys whose values are secrets, added to {@link SECRET_KEYS}. */
  keys?: readonly string[];
}

/**
 * A deep copy of `value` that is safe to print: the value of every secret key
 * ({@link SECRET_KEYS}, plus `options.keys`) becomes `"[redacted]"` and every occurrence of a
 * value in `options.secrets` inside a string is replaced too. Plain objects and arrays are copied;
 * other objects are kept as they are; cycles are preserved.
 *
 * @example
 * ```ts
 * console.log(JSON.stringify(redact(host.requests.at(-1)?.response)));
 * ```
 */
export function redact<T>(value: T, options: RedactOptions = {}): T {
  const keys = new Set([...SECRET_KEYS, ...(options.keys ?? [])]);
  const secrets = (options.secrets ?? []).filter((s) => s.length >= 8);
  const seen = new WeakMap<object, unknown>();
  const visit = (input: unknown): unknown => {
    if (typeof input === "string") {
      return secrets.reduce((text, secret) => text.split(secret).join(REDACTED), input);
    }
    if (input === null || typeof input !== "object") return input;
    const known = seen.get(input);
    if (known !== undefined) return known;
    if (Array.isArray(input)) {
      const out: unknown[] = [];
      seen.set(input, out);
      for (const item of input) out.push(visit(item));
      return out;
    }
    const proto = Object.getPrototypeOf(input) as unknown;
    if (proto !== Object.prototype && proto !== null) return input;
    const out: Record<string, unknown> = {};
    seen.set(input, out);
    for (const [key, item] of Object.entries(input)) {
      out[key] = keys.has(key) && item !== undefined && item !== null ? REDACTED : visit(item);
    }
    return out;
  };
  return visit(value) as T;
}
