// The app: what it asks the host and what it shows. main.tsx mounts it inside <HostBridgeProvider>,
// which also tells the host the app is ready and loaded; test/App.test.tsx renders it against a mock
// host (no browser, no iframe).
import {
  useHostEnv,
  useEnvironmentApi,
  useHostEvent,
  useHostMessage,
  useHostRequest,
} from "@hostbridge/react";
import { useUi } from "@hostbridge/ui-api";
import { useState } from "react";

/** `value` when it is a non-empty string (the host's records are open-ended), else `fallback`. */
const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value !== "" ? value : fallback;

/** What went wrong, in words (HostBridge errors say what to do). */
const reason = (error: unknown) => (error instanceof Error ? error.message : "unknown error");

/** The environment: who is signed in and the host's mode. */
function Env() {
  const { env, loading, error } = useHostEnv();
  if (loading) return <p data-view="env">Asking the host for the environment…</p>;
  if (error) return <p data-view="env">The host did not answer: {reason(error)}</p>;
  return (
    <p data-view="env">
      {text(env?.svc?.user?.name, "Someone")} in {env?.mode ?? "an unknown mode"}
    </p>
  );
}

/** The host's file picker, with its waiting and error states. */
function Picker() {
  const ui = useEnvironmentApi(useUi);
  const pick = useHostRequest(ui.selectContent);
  const file = pick.data?.user_action === "selected" ? pick.data.content?.[0] : undefined;
  return (
    <>
      <button
        type="button"
        data-action="pick"
        disabled={pick.pending}
        onClick={() => void pick.execute({ content_type: "file", max_selections: 1 })}
      >
        Pick a file
      </button>
      <p data-view="picked">
        {pick.pending
          ? "Waiting for the picker…"
          : pick.error
            ? `The picker failed: ${reason(pick.error)}`
            : file
              ? `Picked: ${text(file.name, String(file.id))}`
              : pick.data
                ? "Nothing picked."
                : ""}
      </p>
    </>
  );
}

/** The app. */
export function App() {
  const pushed = useHostMessage("ui_app_set_data");
  const [opened, setOpened] = useState<string>();
  useHostEvent("canvas_opened", (event) => setOpened(event.body.canvas_id));

  return (
    <main>
      <h1>HostBridge React</h1>
      <Env />
      <Picker />
      <p data-view="pushed">
        {pushed
          ? `Canvas: ${text(pushed.canvas.name, String(pushed.canvas.id))}`
          : "Nothing pushed by the host yet."}
      </p>
      <p data-view="event">{opened ? `Canvas opened: ${opened}` : ""}</p>
    </main>
  );
}
