// Record in the dev host, replay in CI: each run of the app is recorded as a scenario (what the
// host pushed, fired and answered, what the app sent; the run's recorder, of
// @hostbridge/host-simulator/frame, which @hostbridge/playwright replays). "Save scenario" downloads it; with `hostbridge dev --record <file>` the page also sends it to the dev
// server as it grows, which keeps the file up to date.
import { SCENARIO_PATH } from "@hostbridge/dev-server/contract";
import type { DevConfig } from "@hostbridge/dev-server/contract";
import { formatScenario } from "@hostbridge/host-simulator/frame";
import type { ScenarioRecorder } from "@hostbridge/host-simulator/frame";
import { h } from "@hostbridge/tooling/dom";
import type { LogView } from "./log";
import type { AppRun } from "./appRun";

/** The "Save scenario" button and the recorder behind it. */
export interface ScenarioSaving {
  readonly button: HTMLButtonElement;
  /** Saves the new run's recording (the previous one ended with its run: a scenario is one run of the app). */
  follow(appRun: AppRun): void;
}

/** `my-app.scenario.json`. */
export function scenarioFileName(app: string | undefined): string {
  return `${(app ?? "app").replace(/[^a-z0-9._-]+/gi, "-")}.scenario.json`;
}

/** Creates the button; `config()` says whether `--record` is on. */
export function createScenarioSaving(options: {
  config: () => DevConfig;
  log: LogView;
}): ScenarioSaving {
  let recorder: ScenarioRecorder | undefined;
  let off: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sendToServer = () => {
    timer = undefined;
    if (!recorder || !options.config().record) return;
    fetch(SCENARIO_PATH, { method: "PUT", body: formatScenario(recorder.scenario()) }).catch(
      (error: unknown) =>
        options.log.add({
          kind: "error",
          message: `the recording was not saved: ${String(error)}`,
        }),
    );
  };
  const save = () => {
    if (!recorder) return;
    const scenario = recorder.scenario();
    const link = h("a", {
      href: URL.createObjectURL(new Blob([formatScenario(scenario)], { type: "application/json" })),
      download: scenarioFileName(options.config().app?.name),
    });
    link.click();
    URL.revokeObjectURL(link.href);
    options.log.add({
      kind: "note",
      message: `saved a scenario of ${scenario.steps.length} steps: replay it with host.replay() of @hostbridge/playwright`,
    });
  };
  const button = h(
    "button",
    {
      type: "button",
      class: "secondary",
      "data-action": "save-scenario",
      title: "download this run of the app as a scenario to replay in a Playwright test",
      onclick: save,
    },
    "Save scenario",
  );
  return {
    button,
    follow(appRun) {
      off?.();
      recorder = appRun.recorder;
      off = appRun.host.on(() => {
        timer ??= setTimeout(sendToServer, 300);
      });
    },
  };
}
