// The app in the `ui` location (embedded in a canvas, with pickers and canvas data) and in the
// `impact` location (the high-level API only).
import {
  createPeerConnectivityEvent,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
  useHostApi,
  useUi,
} from "@hostbridge/sdk";
import type { HostApi, UiApi, UiOptions } from "@hostbridge/sdk";
import { action, card, facts, feed, outcome } from "./components";
import type { Outcome } from "./components";
import { h, replace } from "@hostbridge/tooling/dom";
import { envFacts } from "./env";

type Item = { id?: unknown; name?: unknown };

const label = (item: Item) => (typeof item.name === "string" ? item.name : String(item.id));

/** What the cards share: the last file opened (the peer event names it). */
interface AppState {
  lastFileId?: string;
}

/** The environment card: the host's environment, refreshed on demand and when the host changes it. */
function environmentCard(api: HostApi): {
  element: HTMLElement;
  load(): Promise<void>;
  result: Outcome;
} {
  const envResult = outcome("env");
  const envView = h("div", { "data-view": "env" }, h("p", { class: "muted" }, "Asking the host…"));
  const loadEnv = async () => {
    const env = await api.getEnv();
    replace(envView, envFacts(env));
    envResult.clear();
  };
  api.on("env_changed", (env) => {
    replace(envView, envFacts(env));
    envResult.show("The host changed the environment.");
  });

  const element = card(
    "Environment",
    "env",
    envView,
    action("Refresh", "refresh-env", envResult, loadEnv),
    envResult.element,
  );
  return { element, load: loadEnv, result: envResult };
}

/** The content card: pick files (`ui`) or list recent ones (`impact`), and open one. */
function contentCard(ui: UiApi | undefined, api: HostApi, state: AppState): HTMLElement {
  const contentResult = outcome("content");
  const picked = h("ul", { class: "items", "data-view": "content" });
  const showFiles = (items: readonly Item[]) => {
    replace(
      picked,
      items.map((item) =>
        h(
          "li",
          null,
          h("span", { "data-file-id": String(item.id) }, label(item)),
          " ",
          action("Open", "open-file", contentResult, async () => {
            state.lastFileId = String(item.id);
            if (ui) await ui.open({ fileId: state.lastFileId });
            else await api.open({ fileId: state.lastFileId });
            contentResult.show(`The host opened “${label(item)}”.`);
          }),
        ),
      ),
    );
  };
  const contentActions = ui
    ? action("Select content…", "pick", contentResult, async () => {
        const answer = await ui.selectContent({ content_type: "file", max_selections: 3 });
        if (answer.user_action === "cancelled") {
          contentResult.show("The picker was closed without a choice.");
          return;
        }
        const items = (answer.content ?? []) as Item[];
        showFiles(items);
        contentResult.show(`Selected ${items.length} item${items.length === 1 ? "" : "s"}.`);
      })
    : action("Show recent files", "recent-files", contentResult, async () => {
        const recent = await api.getRecentFiles({ size: 3 });
        const items = recent as Item[];
        showFiles(items);
        contentResult.show(`${items.length} recent file${items.length === 1 ? "" : "s"}.`);
      });

  return card(
    ui ? "Content" : "Recent files",
    "content",
    contentActions,
    // data-view="picked" and data-view="pushed" (below) are what the e2e test of every template reads.
    h("div", { "data-view": "picked" }, picked),
    contentResult.element,
  );
}

/** The canvas card: the start data, and every message and event the host pushes. */
function canvasCard(ui: UiApi | undefined, api: HostApi): HTMLElement {
  const canvasView = h(
    "div",
    { "data-view": "canvas" },
    h("p", { class: "muted" }, "No canvas data yet."),
  );
  const messages = feed("messages", "Messages and events from the host appear here.");
  let canvasUpdates = 0;
  if (ui) {
    ui.onAppSetData((data) => {
      replace(
        canvasView,
        facts([
          ["Canvas", typeof data.canvas.name === "string" ? data.canvas.name : data.canvas.id],
          ["Component", data.component_id],
          ["Section", data.section_index],
          ["In a call", data.in_call ? "yes" : "no"],
          ["Editing", data.is_edit_mode ? "yes" : "no"],
          ["Settings", data.settings ?? undefined],
        ]),
      );
    });
    ui.onAppUpdateData((data) =>
      messages.add(
        "ui_app_update_data",
        `in call: ${data.in_call ? "yes" : "no"}, editing: ${data.is_edit_mode ? "yes" : "no"}`,
      ),
    );
    ui.onCanvasUpdated((data) => {
      canvasUpdates += 1;
      const name = typeof data.canvas.name === "string" ? data.canvas.name : data.canvas.id;
      canvasView.setAttribute("data-canvas-updates", String(canvasUpdates));
      messages.add("ui_canvas_updated", `“${name}” (update ${canvasUpdates})`);
    });
    ui.onSectionListUpdated((data) =>
      messages.add("ui_section_list_updated", `${data.section_list_ids.length} sections`),
    );
    ui.onMeetingCanceled((data) => messages.add("ui_meeting_canceled", data.eventId ?? ""));
    ui.onPromptAssistantResponseStreamed((data) =>
      messages.add("ui_prompt_assistant_response_streamed", data.chunk),
    );
    ui.on("ui_app_set_data", () => messages.add("ui_app_set_data", "start data received"));
  }
  // Every event the host fires (canvas_opened, file_opened, env_changed, ...).
  api.bridge.onEvent("*", (_body, event) => {
    if (event.type !== "peer_connectivity_event") messages.add(event.type, "event");
  });

  return card(
    "Canvas and host messages",
    "canvas",
    ui ? h("div", { "data-view": "pushed" }, canvasView) : null,
    messages.element,
  );
}

/** The peer connectivity card: send a file.open to peers, and show what they send. */
function peerCard(api: HostApi, state: AppState): HTMLElement {
  const peerResult = outcome("peer");
  const peers = feed("peer", "No peer connectivity events received yet.", 6);
  registerPeerConnectivityHandler(
    PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
    (event) => peers.add(event.action, JSON.stringify(event.context ?? {})),
    {
      bridge: api.bridge,
    },
  );
  const sendPeer = action("Send file.open to peers", "send-peer", peerResult, () => {
    const event = createPeerConnectivityEvent({
      action: "file.open",
      context: { fileId: state.lastFileId ?? "file-sim-0001", viewType: "preview" },
    });
    sendPeerConnectivityEvent(event, { bridge: api.bridge });
    peerResult.show(`Sent file.open (correlation id ${event.metadata.correlationId}).`);
    return Promise.resolve();
  });

  return card("Peer connectivity", "peer", sendPeer, peerResult.element, peers.element);
}

/** The errors card: an invalid request and a request that times out, with the error each gives. */
function errorsCard(ui: UiApi | undefined, api: HostApi): HTMLElement {
  const errorResult = outcome("errors");
  const invalid = action("Send an invalid request", "invalid-request", errorResult, async () => {
    // notify_url must be an HTTPS URL: the host answers with status "error" and code INVALID_PAYLOAD.
    await api.bridge.request("ui_print_canvas", {
      id: "canvas-sim-0001",
      notify_url: "http://example.com/print-done",
    });
    errorResult.show("The host accepted it (unexpected).");
  });
  const slow = action("Ask, give up after 3 s", "timeout", errorResult, async () => {
    // A picker waits for a person: unless someone answers in the host within 3 s, REQUEST_TIMEOUT.
    const answer = ui
      ? await ui.selectCanvases({}, { timeout: 3000 })
      : await api.share({ text: "Shared from the example app" }, { timeout: 3000 });
    errorResult.show(`Answered in time: ${answer.user_action}.`);
  });

  return card("Errors", "errors", h("div", { class: "row" }, invalid, slow), errorResult.element);
}

/**
 * Mounts the app for the `ui` or `impact` location into `root`. `options` go to the SDK: tests pass
 * `{ transport }` from `createMockHost()` (@hostbridge/host-simulator) instead of a real host page.
 */
export function mountCanvasApp(
  root: HTMLElement,
  location: "ui" | "impact",
  options: UiOptions = {},
): void {
  // One bridge for everything: useUi() in `ui`, the high-level API on top of the same bridge.
  // The host's origin is detected (location.ancestorOrigins, else document.referrer): never "*".
  const ui: UiApi | undefined = location === "ui" ? useUi(options) : undefined;
  const api: HostApi = useHostApi(ui ? { bridge: ui.bridge } : options);
  const state: AppState = {};
  const env = environmentCard(api);
  replace(
    root,
    env.element,
    contentCard(ui, api, state),
    canvasCard(ui, api),
    peerCard(api, state),
    errorsCard(ui, api),
  );

  // Start: read the environment, then tell a canvas host the app is ready (it answers with ui_app_set_data).
  env
    .load()
    .then(async () => {
      if (!ui) return;
      await ui.embeddableReady();
      await ui.appLoaded();
    })
    .catch((error: unknown) => env.result.error(error));
}
