// Same-origin mode (DevConfig.sameOrigin: the dev server serves an app of the platform's existing
// client, `@pitcher/js-api`, on this page's own origin): the page shows the location the way the
// platform does for that client, makes its own address one that client sends its requests to, and
// says in a banner what the mode means for security.
import type { JsApiLocation } from "@hostbridge/protocol-types";
import { h } from "@hostbridge/tooling/dom";

/** The name under which the platform's pages expose the location to that client (`window.parent.jsApiLocation`). */
export const PLATFORM_LOCATION_GLOBAL = "jsApiLocation";

// That client sends its high-level requests to the top-most ancestor whose address contains one of
// these (it reads `parent.location.href`); any other page gets none of them.
const ADDRESS_MARKERS = ["localhost", "pitcher.com"];
/** The query parameter added to this page's address when it carries no marker (a loopback IP). */
export const ADDRESS_MARKER_PARAM = "localhost";

/** Exposes `location` as `window.jsApiLocation`, read by the app through `window.parent`. */
export function exposeLocation(location: JsApiLocation, win: Window = window): void {
  (win as unknown as Record<string, unknown>)[PLATFORM_LOCATION_GLOBAL] = location;
}

/**
 * Makes this page's address one the existing client sends its requests to: unless it already
 * contains "localhost" (or the platform's domain), a bare `?localhost` parameter is added in place
 * (no reload; the page reads no query parameter of its own).
 */
export function markAddress(win: Window = window): void {
  if (ADDRESS_MARKERS.some((marker) => win.location.href.includes(marker))) return;
  const url = new URL(win.location.href);
  url.search = url.search ? `${url.search}&${ADDRESS_MARKER_PARAM}` : `?${ADDRESS_MARKER_PARAM}`;
  win.history.replaceState(win.history.state, "", url.href);
}

/** The banner of same-origin mode: the app runs on this page's origin, and what that allows. */
export function sameOriginBanner(): HTMLElement {
  return h(
    "div",
    { class: "banner warn", "data-banner": "same-origin" },
    h("strong", null, "Same-origin mode: the app runs on the dev host's own origin."),
    " It can read and script this page (its settings, its log, the simulated host), which a " +
      "cross-origin app cannot. The platform serves apps of its existing client " +
      "(@pitcher/js-api) this way, because that client works only on the host's origin; the dev " +
      "server chose this mode for this app. Run ",
    h("code", null, "hostbridge dev --cross-origin"),
    " to isolate an app that does not need it.",
  );
}
