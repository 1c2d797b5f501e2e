// Same-origin mode (DevConfig.sameOrigin: the dev server serves an app of the platform's existing
// client, `@pitcher/js-api`, on this page's own origin): the page shows the location the way the
// platform does for that client and makes its own address one that client sends its requests to
// (@hostbridge/host-simulator/frame, shared with the Playwright kit's host page), and says in
// this banner what the mode means for security.
import { h } from "@hostbridge/tooling/dom";

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
