// The one redaction list of HostBridge: which keys hold credentials, which values look like one
// wherever they are, and the ways a value is made safe to show (a deep copy, redacted JSON, redacted
// text). Every log line, hook payload, inspector view, session export and recording passes through
// it (the bridge's `logLevel` log and request hook, the host simulator's traffic log, the dev host's
// and the Playwright kit's recordings, the inspector).
//
// Values are masked by where they are and by an unambiguous shape, never by how random they look
// (a Drive file id, a content hash or an upload id cannot be told from a token by its letters):
// - under a credential key ({@link isSecretKey}), at any depth;
// - inside any string: the value of a URL query or fragment parameter with a credential name
//   (isSecretKey's names, plus `sig`, `code`, `key`, `pwd`, and session ids such as `jsessionid`),
//   also one level percent-encoded inside another URL's parameter (`?file=https%3A...%3Ftoken%3D...`,
//   where what follows the credential in that URL is masked with it); what follows `Bearer `; what
//   follows `Basic ` when it decodes to `user:password`; a JWT (`eyJ...` and two to four more
//   dot-separated parts);
// - a string that is itself a JSON object or array (the platform wire's frames) is parsed and
//   redacted as a value, and kept byte for byte when nothing in it is secret.

import { isPlainObject } from "./guards";

/** What replaces a secret in a redacted value. */
export const REDACTED = "[redacted]";

// A key's letters and digits, lower-cased, match this when it names a credential: tokens of every
// kind (access_token, refreshToken, id-token, token_claims, x-auth-token), secrets (client_secret,
// secrets), passwords and passphrases, API keys (api_key, x-api-key), authorization, cookies
// (cookie, set-cookie), credentials, private keys, access keys (accessKey, AWS's access_key),
// session keys and ids (sessionId: whoever holds one is the user), auth headers (auth_header),
// bearer and JWT values.
const SECRET_KEY =
  /token|secret|passw|passphrase|apikey|accesskey|authori[sz]ation|auth$|authheader|cookie|credential|privatekey|session(key|id)|signature|bearer|jwt/;

// URL parameters that hold credentials under names too common to be secret keys in a JSON object
// (where `code` is an error code): Azure SAS `sig`, OAuth's authorization `code`, Google's `key`,
// `pwd`, sessions (`session`, `jsessionid`, `PHPSESSID`, `sessionid`) and the one-letter token of
// signed links (`?t=`).
const SECRET_PARAM = /^(sig|code|key|pwd|t|session|\w*sess(ion)?id)$/;

/** A key's letters and digits, lower-cased: `X-Amz-Signature` -> `xamzsignature`. */
const letters = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Whether `key` names a credential, in any casing or separator: `access_token`, `accessToken`,
 * `ACCESS-TOKEN`, `refreshToken`, `api-key`, `Authorization`, `password`, `client_secret`,
 * `cookies`, `id_token`, `token_claims`, `secrets`, ... (see the package's documentation page, "Redaction").
 */
export const isSecretKey = (key: string): boolean => SECRET_KEY.test(letters(key));

// A URL parameter: its head (where it starts, its name, `=`), then its value. It starts after `?`,
// `&`, `#`, `;` or at the start of the text, or after their percent-encoded forms inside another
// parameter's value (`?file=https%3A...%3Ftoken%3D<value>`), and its value ends where a raw
// parameter does: at `&`, `#`, `;`, or a character a URL cannot hold unescaped (space, `"`, `<`,
// `>`; not `'`, which it can). (In an encoded URL that ends it late: what follows a credential
// there is masked with it.)
const PARAM = /((?:^|[?&#;]|%3f|%26|%23)([\w.~[\]-]+)(?:=|%3d))[^\s&#;"<>]*/gi;
// `Bearer <token>` / `Basic <user:password in base64>` (the schemes are case-insensitive), also
// percent-encoded in a URL (`Bearer%20<token>`, whose `+`, `/` and `=` are `%2B`, `%2F`, `%3D`).
const AUTH_SCHEME = /\b((bearer|basic)(?:\s+|%20|\+))((?:[\w.~+/-]|%2[bf]|%3d)+=*)/gi;
// A JWT: a base64url JSON header (`{"` is `eyJ`) and two (JWS) to four (JWE) more parts.
const JWT = /\beyJ[\w-]+(\.[\w-]*){2,4}/g;

/** Whether `credentials` is base64 of `user:password` (HTTP Basic), not a word after "basic". */
function isBasicCredentials(credentials: string): boolean {
  try {
    // (a user id of characters from the space up, no control character, then a colon)
    return /^[ -\uffff]+:/.test(atob(decodeURIComponent(credentials)));
  } catch {
    return false;
  }
}

/**
 * A URL parameter (head and value) with its value masked when its name is a credential's; else the
 * parameters inside its value masked (`;a=?token=...` holds a query, `?next=...%3Ftoken%3D...` a URL).
 */
const maskParam = (param: string, head: string, name: string): string =>
  head +
  (isSecretKey(name) || SECRET_PARAM.test(letters(name))
    ? REDACTED
    : maskParams(param.slice(head.length)));

/** `text` with the values of its credential URL parameters masked. */
const maskParams = (text: string): string => text.replace(PARAM, maskParam);

/** `text` with the credential values of its URL parameters, auth schemes and JWTs masked. */
const maskText = (text: string): string =>
  maskParams(
    text
      .replace(JWT, REDACTED)
      .replace(AUTH_SCHEME, (match, head: string, scheme: string, credentials: string) =>
        /^bearer$/i.test(scheme) || isBasicCredentials(credentials) ? head + REDACTED : match,
      ),
  );

/**
 * `text` with every credential value inside it replaced by `"[redacted]"`, the rest kept: the
 * values of URL query and fragment parameters with credential names (`access_token`, `token`,
 * `api_key`, `X-Amz-Signature`, `sig`, `code`, `key`, ...), what follows `Bearer ` (and `Basic `
 * when it is base64 of `user:password`), and JWTs. A string holding a JSON object or array (a
 * post-robot frame) is redacted as that value ({@link redactedJson}) and kept as it is when nothing
 * in it is secret. Never throws.
 *
 * @example
 * ```ts
 * import { redactedText } from "@hostbridge/protocol-types";
 *
 * redactedText("https://cdn.example.com/file.pdf?access_token=abc123&v=2");
 * // "https://cdn.example.com/file.pdf?access_token=[redacted]&v=2"
 * ```
 */
export function redactedText(text: string): string {
  if (/^\s*[[{]/.test(text))
    try {
      const value: unknown = JSON.parse(text);
      const json = redactedJson(value);
      return json == JSON.stringify(value) ? text : json;
    } catch {
      // not JSON (or too deep to write back): masked as text below
    }
  return maskText(text);
}

/**
 * `value` as JSON with the value of every credential key ({@link isSecretKey}) at any depth replaced
 * by `"[redacted]"`, and every string redacted by {@link redactedText}. Never throws: a value JSON
 * cannot hold (a cycle, a BigInt, a throwing getter) gives `"[unserializable]"`; `undefined` gives
 * `"undefined"`.
 */
export function redactedJson(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (key, item: unknown) =>
        key && item != null && isSecretKey(key)
          ? REDACTED
          : typeof item == "string"
            ? redactedText(item)
            : item,
      ) ?? String(value)
    );
  } catch {
    return "[unserializable]";
  }
}
/**
 * `text` with every occurrence of each known secret (an API key, an access token) replaced by `mask`
 * (default `"[redacted]"`): masking by value, for text that may hold a secret the caller knows, where
 * {@link redactedText} masks by shape. Empty and `undefined` secrets are skipped.
 *
 * @example
 * ```ts
 * import { maskSecrets } from "@hostbridge/protocol-types";
 *
 * const apiKey = "hb_live_9f3a";
 * maskSecrets(`401: key ${apiKey} expired`, [apiKey], "***"); // "401: key *** expired"
 * ```
 */
export function maskSecrets(
  text: string,
  secrets: readonly (string | undefined)[],
  mask = REDACTED,
): string {
  return secrets.reduce<string>(
    (out, secret) => (secret ? out.split(secret).join(mask) : out),
    text,
  );
}

/** Options of {@link redactedCopy}. */
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
 * ({@link isSecretKey}, plus `options.keys`) at any depth becomes `"[redacted]"`, every string is
 * redacted by {@link redactedText} (credentials in URLs, auth schemes, JWTs, JSON text), and every
 * occurrence of a value of `options.secrets` inside a string too. Plain objects and arrays are
 * copied; other objects are kept as they are; cycles are preserved. Never throws on a plain value.
 *
 * @example
 * ```ts
 * import { redactedCopy } from "@hostbridge/protocol-types";
 *
 * redactedCopy({ env: { accessToken: "eyJ...", user: { name: "Dana" } } });
 * // { env: { accessToken: "[redacted]", user: { name: "Dana" } } }
 * ```
 */
export function redactedCopy<T>(value: T, options: RedactOptions = {}): T {
  const extra = new Set(options.keys);
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 8);
  const seen = new WeakMap<object, unknown>();
  const visit = (input: unknown): unknown => {
    if (typeof input == "string") return maskSecrets(redactedText(input), secrets);
    if (input === null || typeof input != "object") return input;
    const known = seen.get(input);
    if (known !== undefined) return known;
    if (Array.isArray(input)) {
      const copy: unknown[] = [];
      seen.set(input, copy);
      for (const item of input) copy.push(visit(item));
      return copy;
    }
    if (!isPlainObject(input)) return input;
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
