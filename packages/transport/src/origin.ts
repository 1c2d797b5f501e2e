import { HostBridgeError } from "./errors";

/**
 * Which origin(s) the other side may have: an exact origin (`"https://host.example.com"`), a RegExp
 * tested against the origin (anchor it: `/^https:\/\/[a-z]+\.example\.com$/`), or a list of both.
 */
export type OriginPattern = string | RegExp | readonly (string | RegExp)[];

/** @internal `ORIGIN_NOT_CONFIGURED`: `what` went wrong, and how to set `hostOrigin`. */
export const originError = (what: string): HostBridgeError =>
  new HostBridgeError(
    "ORIGIN_NOT_CONFIGURED",
    what + '; pass `hostOrigin` to useUi()/createBridge() (e.g. "https://host.example.com")',
  );

/**
 * @internal The `ORIGIN_NOT_CONFIGURED` error when no host origin could be detected. `ancestor` is
 * `location.ancestorOrigins[0]`: `"null"` when the host hides its origin from the frame (Firefox does
 * so for `<iframe referrerpolicy="no-referrer">`, which also empties `document.referrer`).
 */
export const undetectedOriginError = (ancestor: string | undefined): HostBridgeError =>
  ancestor == "null"
    ? new HostBridgeError(
        "ORIGIN_NOT_CONFIGURED",
        'no host origin could be determined: the host hides its origin (location.ancestorOrigins is ["null"], no referrer); pass `hostOrigin` to useUi()/createBridge() (e.g. "https://host.example.com"), or frame the app without referrerpolicy="no-referrer"',
      )
    : originError("no host origin could be determined");

/** @internal Exact origin of a string option; rejects `*`, `/` and anything that is not an origin. */
export function normalizeOrigin(value: string): string {
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    // reported below
  }
  if (origin && origin != "null") return origin;
  throw originError(`"${value}" is not an origin ("*" needs unsafeAllowAnyOrigin)`);
}

/**
 * @internal `pattern` as a list, its strings normalised (`normalizeOrigin`): an invalid string throws,
 * or with `lenient` is left out (it allows nothing).
 */
export const originList = (pattern: OriginPattern, lenient?: boolean): (string | RegExp)[] =>
  ([] as (string | RegExp)[]).concat(pattern).flatMap((p) => {
    try {
      return [typeof p == "string" ? normalizeOrigin(p) : p];
    } catch (error) {
      if (lenient) return [];
      throw error;
    }
  });

/**
 * @internal Whether `origin` is allowed by `list` (from {@link originList}): the one origin-pattern
 * match, for which messages a window transport accepts and which windows the climb to the top-most
 * host window passes.
 */
export const matchesOrigin = (list: readonly (string | RegExp)[], origin: string): boolean =>
  list.some((p) => (typeof p == "string" ? p == origin : ((p.lastIndex = 0), p.test(origin))));
