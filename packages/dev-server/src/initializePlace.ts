// Places whose page the platform drives through `window.initialize(context, callback)`: a multimedia
// selector (the canvas's content selector), a canvas popup and a global popup (see the host
// simulator's appTypes/initializeMessages for the protocol and its sources). The platform calls the
// page's function directly, which only a page on its own origin allows, so the dev server serves such
// an app on the dev host page's origin and tells the page (DevConfig.initializePlace) to call it.
import type { AppPlace } from "@hostbridge/deploy-contract";
import type { DevInitializePlace } from "./contract";
import type { OriginChoice } from "./sameOrigin";

/** The place as the page drives it, when `place` is a selector or a popup; else `undefined`. */
export function initializePlaceOf(
  place: AppPlace | undefined,
  appId: string,
): DevInitializePlace | undefined {
  if (!place) return undefined;
  let kind: DevInitializePlace["kind"];
  if (place.kind === "multimedia-selector") kind = "multimedia-selector";
  else if (place.kind === "popup")
    kind = place.appType === "ui-global-popup" ? "ui-global-popup" : "canvas-popup";
  else return undefined;
  return {
    kind,
    placeId: place.id,
    appId,
    ...(place.dimensions ? { dimensions: place.dimensions } : {}),
  };
}

const PLACE_NAMES: Record<DevInitializePlace["kind"], string> = {
  "multimedia-selector": "a multimedia selector",
  "canvas-popup": "a canvas popup",
  "ui-global-popup": "a global popup",
};

/** Same-origin serving for such a place, with the reason the terminal and the page show. */
export function initializeOrigin(place: DevInitializePlace): OriginChoice {
  return {
    sameOrigin: true,
    reason: `the app is ${PLACE_NAMES[place.kind]} (${place.placeId}): the platform calls its page's window.initialize, which only a page on the host's origin can be called through`,
  };
}
