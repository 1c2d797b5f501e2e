// The app's behaviour, apart from the page: what it asks the host and what it shows. main.ts wires
// it to the page; test/app.test.ts runs it against a mock host (no browser, no iframe).
import { useHostApi, useUi } from "@hostbridge/sdk";
import type { UiOptions } from "@hostbridge/sdk";

/** Where the app shows things (the page in main.ts, a recorder in the test). */
export interface AppView {
  showEnv(text: string): void;
  showPicked(text: string): void;
  showPushed(text: string): void;
}

/** `value` when it is a non-empty string (the host's records are open-ended), else `fallback`. */
const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value !== "" ? value : fallback;

/** A running app. */
export interface App {
  /** Opens the host's file picker and shows what the user picked. */
  pickFile(): Promise<void>;
  /** Removes the app's listeners. */
  stop(): void;
}

/**
 * Starts the app: shows the environment, listens for the data the host pushes. `options` go to
 * the SDK; tests pass `{ transport }` from `createMockHost()`.
 */
export function startApp(view: AppView, options: UiOptions = {}): App {
  const ui = useUi(options);
  const api = useHostApi({ bridge: ui.bridge });

  api
    .getEnv()
    .then(
      (env) =>
        view.showEnv(`${text(env.svc?.user?.name, "Someone")} in ${env.mode ?? "an unknown mode"}`),
      (error: unknown) => view.showEnv(`The host did not answer: ${String(error)}`),
    )
    // Tells the host the app is ready (it hides its loading indicator).
    .then(() => ui.appLoaded())
    .catch((error: unknown) => console.warn(`appLoaded was not answered: ${String(error)}`));
  ui.onAppSetData((data) => view.showPushed(`Canvas: ${text(data.canvas.name, data.canvas.id)}`));
  // Tells the host the app is listening: the host answers by pushing the start data (ui_app_set_data).
  ui.embeddableReady().catch((error: unknown) =>
    view.showPushed(`The host did not answer: ${String(error)}`),
  );

  return {
    async pickFile() {
      const answer = await ui.selectContent({ content_type: "file", max_selections: 1 });
      if (answer.user_action !== "selected" || !answer.content?.length) {
        view.showPicked("Nothing picked.");
        return;
      }
      const file = answer.content[0]!;
      view.showPicked(`Picked: ${text(file.name, String(file.id))}`);
    },
    stop() {
      api.dispose();
      ui.dispose();
    },
  };
}
