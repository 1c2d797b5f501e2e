import { ERROR_CODES, HostBridgeError } from "./errors";

/**
 * Which origin(s) the other side may have: an exact origin (`"https://host.example.com"`), a RegExp
 * tested against the origin (anchor it: `/^https:\/\/[a-z]+\.example\.com$/`), or a list of both.
 */
export type OriginPattern = string | RegExp | readonly (string | RegExp)[];

const originError = (what: string) =>
  new HostBridgeError(
    ERROR_CODES.ORIGIN_NOT_CONFIGURED,
    `${what}; pass \`hostOrigin\` to useUi()/createBridge() (an exact origin like "https://host.example.com", a RegExp or a list)`,
  );

/** @internal Exact origin of a string option; rejects `*`, `/` and anything that is not an origin. */
export function normalizeOrigin(value: string): string {
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    // reported below
  }
  if (origin && origin != "null") return origin;
  throw originError(
    `"${value}" is not an origin (to allow "*", which is unsafe, set unsafeAllowAnyOrigin instead)`,
  );
}

const toList = (pattern: OriginPattern | undefined) =>
  ([] as (string | RegExp)[]).concat(pattern ?? []);

/** @internal A predicate telling whether an origin is allowed by `pattern` (strings normalised once). */
export function originMatcher(pattern: OriginPattern): (origin: string) => boolean {
  const list = toList(pattern).map((p) => (typeof p == "string" ? normalizeOrigin(p) : p));
  return (origin) =>
    list.some((p) => (typeof p == "string" ? p == origin : ((p.lastIndex = 0), p.test(origin))));
}

/**
 * @internal The concrete `targetOrigin` to post to: a string option as given; else the detected parent
 * origin (`location.ancestorOrigins[0]`, else the origin of `document.referrer`) when there is no
 * option or it matches the RegExp/list; else the list's first string.
 * @param detect - whether the target is the default parent/opener (only then does detection apply)
 */
export function resolveTargetOrigin(pattern: OriginPattern | undefined, detect: boolean): string {
  let detected: string | undefined;
  try {
    detected =
      detect && typeof pattern != "string"
        ? (location.ancestorOrigins?.[0] ?? new URL(document.referrer).origin)
        : "";
  } catch {
    // no location/document (not a browser), or no referrer
  }
  if (detected && detected != "null" && (!pattern || originMatcher(pattern)(detected)))
    return detected;
  const first = toList(pattern).find((p): p is string => typeof p == "string");
  if (first) return normalizeOrigin(first);
  throw originError("no host origin could be determined");
}
