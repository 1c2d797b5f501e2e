import { JS_API_LOCATIONS } from "@hostbridge/protocol-types";
import type { JsApiLocation } from "@hostbridge/protocol-types";

/** The query parameter a host may set on the app's URL to name the environment: `?jsApiLocation=ui`. */
export const LOCATION_QUERY_PARAM = "jsApiLocation";

/** Whether `value` is one of `ui`, `admin`, `dsr`, `impact`. */
export function isJsApiLocation(value: unknown): value is JsApiLocation {
  return typeof value === "string" && (JS_API_LOCATIONS as readonly string[]).includes(value);
}

/**
 * The environment the app runs in, first match wins:
 * 1. the explicit `location` option;
 * 2. the `jsApiLocation` query parameter of the app's URL (set by the host);
 * 3. `window.parent.jsApiLocation` when the parent is same-origin (a cross-origin parent throws a
 *    SecurityError on access, which is caught and skipped);
 * 4. `impact`.
 * Without a `window` (Node, SSR) steps 2 and 3 are skipped. Values that are not a location are ignored.
 *
 * @example
 * ```ts
 * // in a page loaded as https://app.example.com/?jsApiLocation=admin
 * detectLocation(); // "admin"
 * detectLocation("ui"); // "ui"
 * ```
 */
export function detectLocation(explicit?: JsApiLocation): JsApiLocation {
  if (explicit !== undefined) return explicit;
  if (typeof window === "undefined") return "impact";
  try {
    const fromQuery = new URLSearchParams(window.location.search).get(LOCATION_QUERY_PARAM);
    if (isJsApiLocation(fromQuery)) return fromQuery;
  } catch {
    // No usable location (sandboxed document): fall through.
  }
  try {
    const fromParent = (window.parent as unknown as { jsApiLocation?: unknown } | null)
      ?.jsApiLocation;
    if (isJsApiLocation(fromParent)) return fromParent;
  } catch {
    // Cross-origin parent: reading any property throws a SecurityError.
  }
  return "impact";
}
