// Replay in the dev host: a scenario (saved here, recorded with `--record`, or exported by the
// inspector in the field) loaded from a file, a drop on the page or `hostbridge dev --replay <file>`.
// The app restarts in the scenario's location, mode and wire, in a host that sends nothing of its own
// accord; its requests get their recorded fates (in order per type: the answer after its latency, or
// none), the host's recorded pushes, events and environment changes follow the steps that preceded
// them, and the log says whether what the app sent and received matched, difference by difference,
// in the words of the kit's SCENARIO_MISMATCH. The logic is @hostbridge/host-simulator/frame's (the
// kit's replay too).
import { REPLAY_PATH } from "@hostbridge/dev-server/contract";
import type { RecordedRequest, ScriptedAnswer } from "@hostbridge/host-simulator";
import { checkScenarioText } from "@hostbridge/protocol-types/schemas";
import {
  createAnswerQueues,
  driveScenario,
  playHostStep,
  replayVerdict,
} from "@hostbridge/host-simulator/frame";
import type { AnswerQueues } from "@hostbridge/host-simulator/frame";
import type { AppStep, Scenario } from "@hostbridge/protocol-types";
import { h } from "@hostbridge/tooling/dom";
import type { LogView } from "./log";
import type { AppRun } from "./appRun";
import type { Settings } from "./settings";

/** How long the app may send nothing before a replay ends and its traffic is compared. */
const REPLAY_IDLE_MS = 3000;

/** What the replay needs of the page. */
export interface ScenarioReplayOptions {
  log: LogView;
  settings: Settings;
  save(): void;
  /** Shows the settings' location, mode and wire in the top bar. */
  syncControls(): void;
  reloadApp(reason: string): void;
}

/** The "Replay scenario" control and the replay behind it. */
export interface ScenarioReplay {
  /** The button (with its hidden file input). */
  readonly control: HTMLElement;
  /** Whether a replay waits for its run to start (that run sends only what the scenario holds). */
  readonly replaying: boolean;
  /** The recorded answer to `request` while a replay runs (the run's `scripted`). */
  scripted(request: RecordedRequest): ScriptedAnswer | undefined;
  /** Told of each new run: the one a replay restarted runs it; any other ends it. */
  follow(appRun: AppRun): void;
  /** Checks the JSON text of a scenario (`name`: its file) and replays it; a broken one is logged, not replayed. */
  replayText(text: string, name: string): void;
  /** Replays the scenario of `hostbridge dev --replay <file>`. */
  replayFromServer(file: string): Promise<void>;
  /** Replays a scenario file dropped on `target`. */
  acceptDrops(target: HTMLElement): void;
}

interface Run {
  scenario: Scenario;
  name: string;
  answers: AnswerQueues;
  abort: AbortController;
  appRun?: AppRun;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Creates the replay of the page. */
export function createScenarioReplay(options: ScenarioReplayOptions): ScenarioReplay {
  const { log, settings } = options;
  let run: Run | undefined;

  const drive = async (current: Run, appRun: AppRun) => {
    const { scenario, name, abort } = current;
    // (the run's recording: what the app sent and received in this run)
    const { recorder } = appRun;
    const appSteps = () =>
      recorder.scenario().steps.filter((step): step is AppStep => step.from === "app");
    const actual = await driveScenario(scenario.steps, {
      appSteps,
      hostAnswers: () => recorder.scenario().steps.filter((step) => step.kind === "answer").length,
      timeoutMs: REPLAY_IDLE_MS,
      signal: abort.signal,
      dueBy: () => current.answers.dueBy,
      play: (step) => playHostStep(appRun.host, step),
    });
    const received = recorder.scenario().steps;
    if (abort.signal.aborted) return;
    run = undefined;
    const verdict = replayVerdict(scenario, actual, name, received);
    const [headline = verdict.message] = verdict.message.split("\n");
    log.add({ kind: verdict.matches ? "note" : "error", message: headline, lines: verdict.lines });
    for (const warning of verdict.warnings) log.add({ kind: "note", message: warning });
  };

  const start = (scenario: Scenario, name: string) => {
    run?.abort.abort();
    run = {
      scenario,
      name,
      answers: createAnswerQueues(scenario.steps, () => run?.appRun?.host),
      abort: new AbortController(),
    };
    settings.location = scenario.location;
    settings.mode = scenario.mode;
    settings.wire = scenario.wire;
    options.save();
    options.syncControls();
    const count = (from: string) => scenario.steps.filter((step) => step.from === from).length;
    log.add({
      kind: "note",
      message: `replaying ${name}: ${plural(count("app"), "app step")}, ${plural(count("host"), "host step")}; ${scenario.location} · ${scenario.mode} · wire ${scenario.wire}`,
    });
    options.reloadApp(`replaying ${name}`);
  };

  const replayText = (text: string, name: string) => {
    const check = checkScenarioText(text, name);
    if (check.ok) return start(check.scenario, name);
    const [headline = check.message, ...lines] = check.message.split("\n");
    log.add({
      kind: "error",
      message: `cannot replay: ${headline}`,
      lines: lines.map((line) => line.trim()),
    });
  };

  const replayFile = (file: File) =>
    file.text().then(
      (text) => replayText(text, file.name),
      (error: unknown) =>
        log.add({ kind: "error", message: `cannot read ${file.name}: ${String(error)}` }),
    );

  return {
    get replaying() {
      return run !== undefined && !run.appRun;
    },
    control: replayControl(replayFile),
    scripted: (request) => (run?.appRun ? run.answers.take(request.type) : undefined),
    follow(appRun) {
      if (!run) return;
      if (!run.appRun) {
        run.appRun = appRun;
        void drive(run, appRun);
        return;
      }
      run.abort.abort();
      log.add({ kind: "note", message: `the replay of ${run.name} ended: the app reloaded` });
      run = undefined;
    },
    replayText,
    async replayFromServer(file) {
      let problem: string;
      try {
        const response = await fetch(REPLAY_PATH, { cache: "no-store" });
        const text = await response.text();
        if (response.ok) return replayText(text, file);
        problem = text;
      } catch (error) {
        problem = `the dev server did not answer (${String(error)})`;
      }
      log.add({ kind: "error", message: `cannot replay ${file}: ${problem}` });
      options.reloadApp("start");
    },
    acceptDrops(target) {
      target.addEventListener("dragover", (event) => {
        if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
      });
      target.addEventListener("drop", (event) => {
        const file = event.dataTransfer?.files[0];
        if (!file) return;
        event.preventDefault();
        void replayFile(file);
      });
    },
  };
}

/** The "Replay scenario" button and the hidden file input it opens. */
function replayControl(replayFile: (file: File) => Promise<void>): HTMLElement {
  const input = h("input", {
    type: "file",
    accept: ".json,application/json",
    hidden: true,
    "data-input": "replay-scenario",
    onchange: () => {
      const file = input.files?.[0];
      if (file) void replayFile(file);
      input.value = "";
    },
  });
  const button = h(
    "button",
    {
      type: "button",
      class: "secondary",
      "data-action": "replay-scenario",
      title:
        "replay a scenario (saved here or exported by the inspector) against the app; you can also drop the file on the page",
      onclick: () => input.click(),
    },
    "Replay scenario",
  );
  return h("span", { class: "replay-control" }, button, input);
}
