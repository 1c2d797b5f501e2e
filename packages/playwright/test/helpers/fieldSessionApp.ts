// The app of the scenario fixtures (test/fixtures/scenarios): a useUi() app that reads its
// environment, says it loaded, asks the person for a file and, whatever came of it, tells the host
// its canvas changed. The fixtures were recorded from this session (see their README); a replay
// runs it again against the replaying host.
import type { MockHost } from "@hostbridge/host-simulator";
import { useUi } from "@hostbridge/sdk";

/** What the app saw: its start data, the events it got, how its requests ended (`ok` or the error's code). */
export interface FieldSessionSeen {
  startData: unknown[];
  events: unknown[];
  env: string;
  loaded: string;
  picked: string;
}

/** `ok`, or the code the request failed with (the host's own when it gave one). */
const outcome = (request: Promise<unknown>): Promise<string> =>
  request.then(
    () => "ok",
    (error: unknown) => {
      const { hostCode, code } = error as { hostCode?: string; code?: string };
      return hostCode ?? code ?? "?";
    },
  );

/** Runs the app's session on `transport`; resolves once it sent its last step. */
export async function runFieldSessionApp(
  transport: MockHost["transport"],
  timeout = 2000,
): Promise<FieldSessionSeen> {
  const ui = useUi({ transport, timeout });
  const seen: FieldSessionSeen = { startData: [], events: [], env: "", loaded: "", picked: "" };
  ui.on("ui_app_set_data", (payload: unknown) => seen.startData.push(payload));
  ui.bridge.onEvent("canvas_opened", (body) => seen.events.push(body));
  seen.env = await outcome(ui.bridge.request("get_env"));
  seen.loaded = await outcome(ui.appLoaded());
  seen.picked = await outcome(
    ui.selectContent({ content_type: "file", max_selections: 1 } as never),
  );
  ui.bridge.emit("canvas_updated", { id: "canvas-1" });
  return seen;
}
