// The host of the compat differential: a page built the way the platform's deployed hosts are, with
// the REAL post-robot 10 (its UMD build loaded unchanged before this script), speaking only what the
// existing client sends and reads (`PITCHER_*` for the high-level API, never the spec's `SVC_*`). It answers every
// operation the corpus sends at once and by rule (so both runs get the same answers), fails the
// ones the corpus expects to fail, and, when the app says it is loaded, pushes two messages and
// fires an event. What it received is recorded off the wire by the table's recorder (an init script).
import { platformOperationName } from "@hostbridge/protocol-types/wire";
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";
import { exposeLocation, markAddress } from "@hostbridge/host-simulator/frame";

interface PostRobot {
  on(
    name: string,
    options: { domain: string },
    handler: (event: { data: unknown }) => unknown,
  ): unknown;
  send(win: Window, name: string, data: unknown, options: { domain: string }): Promise<unknown>;
}

const postRobot = (window as unknown as { postRobot: PostRobot }).postRobot;
exposeLocation("ui");
markAddress();

/** The service block, under the name the platform's hosts give it (`pitcher`). */
const SERVICE = {
  access_token: "fake-access-token-differential-not-a-secret",
  token_claims: { "https://pitcher.com/claims/urls": { custom_domain: "acme.example.com" } },
  instance: { id: "i1" },
  user: { id: 1, first_name: "Grace" },
  organization: { id: "o1", name: "Acme" },
  org_config: { region: "eu", segment: { web_write_key: "k" } },
};
const env = (block: string) => ({ mode: "IOS", launch_darkly: { peer: true }, [block]: SERVICE });

/** Answers of the post-robot operations: a value, or an error to throw (as a platform handler does). */
const UI_ANSWERS: Record<string, (data: unknown) => unknown> = {
  ui_select_content: () => ({
    user_action: "selected",
    content: [{ id: "f1", file_name: "a.pdf" }],
  }),
  ui_select_agenda_content: () => {
    throw Object.assign(new Error("You may not pick agendas"), {
      code: "PERMISSION_DENIED",
      data: { permission: "agenda" },
    });
  },
  ui_select_canvases: () => {
    throw new Error("no canvases here");
  },
  ui_open_global_popup: (data) => ({ opened: true, echo: data }),
  ui_toast: () => undefined,
  ui_update_canvas: (data) => ({ id: "c1", updated: data }),
  admin_get_env: () => env("pitcher"),
  dsr_get_env: () => env("pitcher"),
  dsr_get_app_config: (data) => ({ config: data }),
};

const iframe = document.createElement("iframe");
const appUrl = new URL(new URLSearchParams(location.search).get("app")!, location.href);
const app = () => iframe.contentWindow!;

for (const [name, answer] of Object.entries(UI_ANSWERS))
  postRobot.on(name, { domain: appUrl.origin }, (event) => answer(event.data));

// Every other operation of ui, admin and dsr, by the names the platform's hosts know them (the client's:
// `ui_prompt_pia`, `ui_preselect_sfdc_meeting_id`, not the spec's names of those two), answered at once
// with what it was sent: the corpus's sweep of every method and alias.
const OTHERS = [...UI_API_METHOD_TYPES, ...ADMIN_API_METHOD_TYPES, ...DSR_API_METHOD_TYPES]
  .map(platformOperationName)
  .filter((name) => !(name in UI_ANSWERS));
for (const name of OTHERS)
  postRobot.on(name, { domain: appUrl.origin }, (event) => ({ answered: true, sent: event.data }));

let started = false;
const fire = (type: string, body: unknown) =>
  app().postMessage({ type: "PITCHER_EVENT", event: { type, body } }, appUrl.origin);

/** High-level answers: `error` answers with status error and that body. */
function highLevel(type: string, body: unknown): { status: "ok" | "error"; body?: unknown } {
  if (type === "get_env") return { status: "ok", body: env("pitcher") };
  if (type === "get_canvas")
    return { status: "error", body: { detail: "Not found.", code: "not_found", status_code: 404 } };
  if (type === "broadcast") {
    const event = body as { type: string; body?: unknown };
    if (event.type === "peer_connectivity_event")
      setTimeout(() =>
        fire("peer_connectivity_event", {
          version: 1,
          action: "file.open",
          context: { fileId: "f2" },
          data: { page: 3 },
          metadata: { correlationId: "c-1", source: "native", timestamp: 1, extras: { a: 1 } },
        }),
      );
    return { status: "ok" };
  }
  if (type === "subscribe") return { status: "ok" };
  return {
    status: "ok",
    body: { echo: type, received: body ?? null, nested_key: { inner_key: 1 } },
  };
}

window.addEventListener("message", (event: MessageEvent) => {
  const message = event.data as {
    type?: unknown;
    request?: { id: string; type: string; body?: unknown };
  };
  if (event.source !== app() || event.origin !== appUrl.origin || typeof message?.type !== "string")
    return;
  if (message.type === "ui_app_loaded") {
    // the start (once, as a platform host starts an app once): one native push, one post-robot
    // push, one event
    if (started) return;
    started = true;
    app().postMessage({ type: "ui_app_update_data", body: { count_value: 1 } }, appUrl.origin);
    void postRobot.send(
      app(),
      "ui_meeting_canceled",
      { meeting_id: "m1" },
      { domain: appUrl.origin },
    );
    fire("canvas_opened", { body: { canvas_id: "c9" } });
    return;
  }
  // the high-level API only as the platform's hosts read it (the spec's SVC_REQUEST gets no answer)
  if (message.type !== "PITCHER_REQUEST" || !message.request) return;
  const { request } = message;
  app().postMessage(
    { type: "PITCHER_RESPONSE", request, response: highLevel(request.type, request.body) },
    appUrl.origin,
  );
});

iframe.src = appUrl.href;
document.body.append(iframe);
