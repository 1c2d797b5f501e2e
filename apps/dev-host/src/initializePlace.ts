// A selector or popup place: the platform calls the page's `window.initialize(context, callback)` when
// the frame loads, and the page answers through `callback` (`add-item`, `add-items`; see the host
// simulator's appTypes/initializeMessages for the protocol and its sources). This room calls it on
// every load of the app's frame at such a place (the one opened, or one chosen later in the place
// picker) with the context edited here (the platform's by default), sizes the
// frame as `app_options.dimensions` says, and shows what the page gave back: the items added to the
// canvas, the calls the host could not take, and a global popup's request to close.
import type { DevConfig, DevInitializePlace, DevPlace } from "@hostbridge/dev-server/contract";
import { initializeContext, isHostSimulatorError } from "@hostbridge/host-simulator";
import type { InitializeContext, TrafficEntry } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson } from "./json";
import type { LogView } from "./log";
import type { AppLoader } from "./appLoader";
import type { AppRun } from "./appRun";

/** What the place needs of the page. */
export interface InitializePlaceOptions {
  iframe: HTMLIFrameElement;
  log: LogView;
  /** The current run of the app, and how to load the app again (a new context is given on the next load). */
  loader: Pick<AppLoader, "appRun" | "reloadApp">;
  /** The panel goes right after this element of the side column (once the page is built). */
  anchor: HTMLElement;
}

const TITLES: Record<DevInitializePlace["kind"], string> = {
  "multimedia-selector": "Multimedia selector",
  "canvas-popup": "Canvas popup",
  "ui-global-popup": "Global popup",
};

const storageKey = (place: DevInitializePlace) =>
  `hostbridge.devHost.initializeContext.${place.appId}.${place.placeId}`;

function storedContext(place: DevInitializePlace): string | undefined {
  try {
    return localStorage.getItem(storageKey(place)) ?? undefined;
  } catch {
    return undefined;
  }
}

function objectOf(text: string): InitializeContext | undefined {
  const parsed = parseJson(text);
  return parsed.ok &&
    typeof parsed.value === "object" &&
    parsed.value !== null &&
    !Array.isArray(parsed.value)
    ? (parsed.value as InitializeContext)
    : undefined;
}

/** The frame as the platform sizes it for this place (`app_options.dimensions`), when stated. */
function sizeFrame(iframe: HTMLIFrameElement, place: DevInitializePlace): void {
  if (place.dimensions?.width) iframe.style.width = place.dimensions.width;
  if (place.dimensions?.height) iframe.style.height = place.dimensions.height;
}

/** The context editor: the platform's context by default, kept per app and place in localStorage. */
function createContextEditor(
  place: DevInitializePlace,
  reload: () => void,
): { elements: HTMLElement[]; context(): InitializeContext } {
  const fallback = JSON.stringify(initializeContext(place.kind, place.appId), null, 2);
  const editor = h("textarea", {
    rows: "5",
    spellcheck: "false",
    "data-initialize-context": "",
    "aria-label": "The context passed to window.initialize",
  });
  editor.value = storedContext(place) ?? fallback;
  const problem = h("p", { class: "muted", "data-initialize-problem": "" });
  const apply = h(
    "button",
    { type: "button", "data-initialize-apply": "" },
    "Reload with this context",
  );
  apply.addEventListener("click", () => {
    if (!objectOf(editor.value)) {
      problem.textContent = "The context must be a JSON object; nothing was changed.";
      return;
    }
    problem.textContent = "";
    try {
      localStorage.setItem(storageKey(place), editor.value);
    } catch {
      // (storage refused: the context still applies to this load)
    }
    reload();
  });
  const reset = h("button", { type: "button", class: "secondary" }, "Platform's context");
  reset.addEventListener("click", () => {
    editor.value = fallback;
  });
  return {
    elements: [
      h("label", null, "Context", editor),
      h("div", { class: "row" }, apply, reset),
      problem,
    ],
    context: () => objectOf(editor.value) ?? initializeContext(place.kind, place.appId),
  };
}

/** The panel of one selector or popup place, following the runs of the app's frame at it. */
interface PlacePanel {
  readonly place: DevInitializePlace;
  readonly element: HTMLElement;
  /** Calls the page's `initialize` on `appRun`'s host (a new load of the frame at this place). */
  loaded(appRun: AppRun): void;
  /** Stops following the traffic (another place is shown). */
  stop(): void;
}

function createPlacePanel(
  config: () => DevConfig,
  place: DevInitializePlace,
  options: InitializePlaceOptions,
): PlacePanel {
  const { iframe, log, loader } = options;
  const editor = createContextEditor(place, () =>
    loader.reloadApp("the initialize context changed"),
  );
  const state = h(
    "p",
    { class: "muted", "data-initialize-state": "" },
    "waiting for the app's page",
  );
  const items = h("ol", { "data-initialize-items": "" });
  const rejected = h("p", { class: "muted", "data-initialize-rejected": "" });
  let followed: { appRun: AppRun; stop: () => void } | undefined;
  let refused = 0;

  const element = h(
    "section",
    { class: "panel initialize-place", "data-initialize-place": place.kind },
    h("h3", null, `${TITLES[place.kind]} (${place.placeId})`),
    h(
      "p",
      { class: "muted" },
      "The platform calls the page's window.initialize(context, callback) when the frame loads; " +
        "the page answers through callback. That needs the page on the host's origin, so the dev " +
        "server serves this app on the dev host's own origin.",
    ),
    state,
    ...editor.elements,
    h("h3", null, "Items added to the canvas"),
    items,
    rejected,
  );

  function showItems(appRun: AppRun): void {
    const added = appRun.host.selectorItems();
    replace(
      items,
      ...added.map((item) =>
        h(
          "li",
          { "data-initialize-item": item.id },
          `${item.name} (${item.type}) `,
          h("code", null, item.url),
        ),
      ),
    );
    rejected.textContent = refused
      ? `${refused} call${refused === 1 ? "" : "s"} of the callback refused (see the log for why)`
      : "";
  }

  function follow(appRun: AppRun, entry: TrafficEntry): void {
    if (entry.kind === "event" && entry.type.startsWith("initialize:")) {
      if (!entry.valid) refused += 1;
      showItems(appRun);
    } else if (entry.kind === "request" && entry.type === "ui_close_global_popup") {
      state.textContent =
        "the popup asked to close (closeGlobalPopup); the platform would close it now";
    }
  }

  /** Follows the traffic of `appRun` (a new run after each reload of the app by the page). */
  function followAppRun(appRun: AppRun): void {
    if (followed?.appRun === appRun) return;
    followed?.stop();
    refused = 0;
    showItems(appRun);
    followed = { appRun, stop: appRun.host.on((entry) => follow(appRun, entry)) };
  }

  function call(appRun: AppRun): void {
    const context = editor.context();
    if (!config().sameOrigin) {
      state.textContent =
        "not called: the app runs cross-origin (--cross-origin), where no host can call its window.initialize";
      log.add({ kind: "error", message: state.textContent });
      return;
    }
    state.textContent = "waiting for the page to define window.initialize";
    appRun.host.initialize(context, { frame: iframe }).then(
      (result) => {
        state.textContent = result.error
          ? `initialize was called and threw: ${result.error}`
          : "initialize was called";
        if (result.error)
          log.add({ kind: "error", message: `the app's window.initialize threw: ${result.error}` });
      },
      (error: unknown) => {
        if (isHostSimulatorError(error, "HOST_DISPOSED")) return;
        state.textContent = error instanceof Error ? error.message : String(error);
        log.add({ kind: "error", message: state.textContent });
      },
    );
  }

  return {
    place,
    element,
    loaded(appRun) {
      sizeFrame(iframe, place);
      followAppRun(appRun);
      call(appRun);
    },
    stop() {
      followed?.stop();
      followed = undefined;
    },
  };
}

/**
 * The selector's or popup's panel while the frame shows such a place: the one the server opened
 * (`config.initializePlace`) or one chosen later in the place picker (`DevPlace.initialize`). On each
 * load of the app's frame at such a place it calls the page's `initialize` on the current run's
 * host (the platform calls it when the frame loads) and follows what the page sends back; at another
 * place the panel goes away.
 */
export function openInitializePlace(
  config: () => DevConfig,
  current: () => DevPlace | undefined,
  options: InitializePlaceOptions,
): void {
  let panel: PlacePanel | undefined;
  const placeNow = (): DevInitializePlace | undefined => {
    const place = current();
    return place ? place.initialize : config().initializePlace;
  };
  const initial = placeNow();
  if (initial) sizeFrame(options.iframe, initial);

  options.iframe.addEventListener("load", () => {
    const place = placeNow();
    if (panel && panel.place.placeId !== place?.placeId) {
      panel.stop();
      panel.element.remove();
      panel = undefined;
    }
    const appRun = options.loader.appRun();
    if (!place || !appRun || appRun.host.disposed) return;
    panel ??= createPlacePanel(config, place, options);
    if (!panel.element.isConnected) options.anchor.after(panel.element);
    panel.loaded(appRun);
  });
}
