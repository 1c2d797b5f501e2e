// Same-origin mode of the kit's host page (DevConfig.sameOrigin: the dev server serves the app under
// a path of this page's own origin, as the platform serves apps of its existing client,
// `@pitcher/js-api`). That client reads the location from `window.parent.jsApiLocation` and sends
// its high-level requests only to an ancestor whose address contains "localhost" or the platform's
// domain; the page provides both, as the dev host page does (apps/dev-host/src/sameOrigin.ts).
import type { JsApiLocation } from "@hostbridge/protocol-types";

const LOCATION_GLOBAL = "jsApiLocation";
const ADDRESS_MARKERS = ["localhost", "pitcher.com"];
const ADDRESS_MARKER_PARAM = "localhost";

/** Exposes `location` as `window.jsApiLocation`, read by the app through `window.parent`. */
export function exposeLocation(location: JsApiLocation, win: Window = window): void {
  (win as unknown as Record<string, unknown>)[LOCATION_GLOBAL] = location;
}

/**
 * Makes this page's address one the existing client sends its requests to: unless it already
 * contains a marker, a bare `?localhost` parameter is added in place (no reload).
 */
export function markAddress(win: Window = window): void {
  if (ADDRESS_MARKERS.some((marker) => win.location.href.includes(marker))) return;
  const url = new URL(win.location.href);
  url.search = url.search ? `${url.search}&${ADDRESS_MARKER_PARAM}` : `?${ADDRESS_MARKER_PARAM}`;
  win.history.replaceState(win.history.state, "", url.href);
}
