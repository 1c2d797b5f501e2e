// What a host page must offer an app of the platform's existing client (`@pitcher/js-api`) served on
// its own origin (same-origin mode), said once for the two pages that do it: the dev host page and
// the Playwright kit's host page (both through @hostbridge/host-simulator/frame). That client reads
// the location from `window.parent.jsApiLocation`, and sends its high-level requests only to the
// top-most ancestor whose address (`parent.location.href`) contains "localhost" or the platform's
// domain. Apps find their own frame in the parent document as the
// platform marks it, `iframe[data-app="<app name>"]` (to resize it).
/** The name under which the platform's pages expose the location to that client (`window.parent.jsApiLocation`). */
export const PLATFORM_LOCATION_GLOBAL = "jsApiLocation";

/** What that client looks for in an ancestor's address before it sends its high-level requests there. */
const ADDRESS_MARKERS = ["localhost", "pitcher.com"];
/** The query parameter added to a page's address when it carries no marker (a loopback IP). */
export const ADDRESS_MARKER_PARAM = "localhost";

/**
 * Exposes `location` (a `JsApiLocation`: `ui`, `admin`, `dsr`, `impact`) as `window.jsApiLocation`, read by
 * the app through `window.parent`.
 */
export function exposeLocation(location: string, win: Window = window): void {
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

/** The attribute the platform marks an app's frame with: `iframe[data-app="<app name>"]`. */
export const APP_FRAME_ATTRIBUTE = "data-app";

/**
 * Marks `iframe` as the platform marks an app's frame, with the app's name from its `app.json`, so
 * that `window.parent.document.querySelector('iframe[data-app="<name>"]')` finds it. Nothing without
 * a name (no valid `app.json`).
 */
export function markAppFrame(iframe: HTMLIFrameElement, name: string | undefined): void {
  if (name) iframe.setAttribute(APP_FRAME_ATTRIBUTE, name);
}
