// The one redaction list of HostBridge: which keys hold credentials, and the two ways a value is made
// safe to show (a deep copy, and redacted JSON). Every log line, hook payload, inspector view,
// session export and recording passes through it (the bridge's `logLevel` log, the host simulator's
// traffic log, the Playwright kit's recordings, the inspector).

/** What replaces a secret in a redacted value. */
export const REDACTED = "[redacted]";

// A key's letters and digits, lower-cased, match this when it names a credential: tokens of every
// kind (access_token, refreshToken, id-token, token_claims, x-auth-token), secrets (client_secret,
// secrets), passwords and passphrases, API keys (api_key, x-api-key), authorization, cookies
// (cookie, set-cookie), credentials, private keys, session keys, bearer and JWT values.
const SECRET_KEY =
  /token|secret|passw|passphrase|apikey|authori[sz]ation|auth$|cookie|credential|privatekey|sessionkey|signature|bearer|jwt/;

/**
 * Whether `key` names a credential, in any casing or separator: `access_token`, `accessToken`,
 * `ACCESS-TOKEN`, `refreshToken`, `api-key`, `Authorization`, `password`, `client_secret`,
 * `cookies`, `id_token`, `token_claims`, `secrets`, ... (see the README, "Redaction").
 */
export const isSecretKey = (key: string): boolean =>
  SECRET_KEY.test(key.toLowerCase().replace(/[^a-z0-9]/g, ""));

/**
 * `value` as JSON with the value of every credential key ({@link isSecretKey}) at any depth replaced
 * by `"[redacted]"`. Never throws: a value JSON cannot hold (a cycle, a BigInt, a throwing getter)
 * gives `"[unserializable]"`; `undefined` gives `"undefined"`.
 */
export function redactJson(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (key, item: unknown) =>
        key && item != null && isSecretKey(key) ? REDACTED : item,
      ) ?? String(value)
    );
  } catch {
    return "[unserializable]";
  }
}

/** Options of {@link redact}. */
export interface RedactOptions {
  /**
   * Secret values to hide wherever they occur inside a string (for example the environment's
   * `access_token`, in case an app copies it into another field). Values shorter than 8 characters
   * are ignored so that common words are never masked.
   */
  secrets?: readonly string[];
  /** Extra keys whose values are secrets, besides those {@link isSecretKey} recognises. */
  keys?: readonly string[];
}

/**
 * A deep copy of `value` that is safe to show: the value of every credential key
 * ({@link isSecretKey}, plus `options.keys`) at any depth becomes `"[redacted]"`, and every
 * occurrence of a value of `options.secrets` inside a string too. Plain objects and arrays are
 * copied; other objects are kept as they are; cycles are preserved. Never throws on a plain value.
 *
 * @example
 * ```ts
 * import { redact } from "@hostbridge/protocol-types";
 *
 * redact({ env: { accessToken: "eyJ...", user: { name: "Dana" } } });
 * // { env: { accessToken: "[redacted]", user: { name: "Dana" } } }
 * ```
 */
export function redact<T>(value: T, options: RedactOptions = {}): T {
  const extra = new Set(options.keys);
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 8);
  const seen = new WeakMap<object, unknown>();
  const visit = (input: unknown): unknown => {
    if (typeof input == "string")
      return secrets.reduce((text, secret) => text.split(secret).join(REDACTED), input);
    if (input === null || typeof input != "object") return input;
    const known = seen.get(input);
    if (known !== undefined) return known;
    if (Array.isArray(input)) {
      const copy: unknown[] = [];
      seen.set(input, copy);
      for (const item of input) copy.push(visit(item));
      return copy;
    }
    const proto = Object.getPrototypeOf(input) as unknown;
    if (proto !== Object.prototype && proto !== null) return input;
    const copy: Record<string, unknown> = {};
    seen.set(input, copy);
    for (const [key, item] of Object.entries(input)) {
      const secret = item != null && (isSecretKey(key) || extra.has(key));
      copy[key] = secret ? REDACTED : visit(item);
    }
    return copy;
  };
  return visit(value) as T;
}
