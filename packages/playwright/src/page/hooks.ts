// The app's canvas hooks in the kit's host page, run in the background of the place a run shows as the
// dev host runs them: which hook a change of the canvas starts, its hidden frame, a new run on each
// change and the end of all when the canvas closes are the host simulator's (`createCanvasHooks` of
// @hostbridge/host-simulator/frame). Each hook run is a run of its own (`startFrame`, in `ui`, where
// canvases are) with the settings of the page's latest run, the fixtures' answers and the test's
// standing scripts (a replay's recorded answers are the replayed app's, not a hook's). Every run is
// kept, ended or not, so the test reads what each hook sent and got: its requests with their answers,
// its events and its recording.
import {
  appUrlAt,
  createAnswerQueues,
  createCanvasHooks,
  startFrame,
} from "@hostbridge/host-simulator/frame";
import type { CanvasHookEvent, FrameRun } from "@hostbridge/host-simulator/frame";
import type { AppSettingsOptions, ScriptedAnswer } from "@hostbridge/host-simulator";
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import type { KitHookRun, KitWire } from "../pageApi";
import { kitAnswers } from "./answers";
import { kitEvent, kitRequest } from "./verdicts";

/** The location the platform runs a canvas hook in: where canvases are. */
const HOOK_LOCATION: JsApiLocation = "ui";

/** The settings of the page's latest run, which the hooks started after it run with. */
export interface HookSettings {
  mode: Mode;
  wire: KitWire;
  interactive: "manual" | "auto";
  latencyMs: number;
  env: Record<string, unknown>;
  appSettings: AppSettingsOptions | undefined;
}

/** What the hooks need of the page. */
export interface KitHooksOptions {
  config: DevConfig;
  /** The place the app's frame shows (a hook shown there is the page's own run). */
  shown(): DevPlace | undefined;
  /** The settings of the page's latest run. */
  settings(): HookSettings;
  /** The test's standing answers (`host.script`), which every hook's host gets too. */
  scripts: ReadonlyMap<string, ScriptedAnswer>;
}

/** The app's hooks in the kit's page. */
export interface KitHooks {
  /** The canvas changed (`event`): starts anew each hook declared for that change, but the one shown. */
  changed(event: CanvasHookEvent): void;
  /** The canvas closed: ends every hook's run (its traffic stays readable). */
  close(): void;
  /** Ends the run of a hook the page now shows. */
  sync(): void;
  /** The standing answer of `type` for the running hooks too. */
  script(type: string, answer: ScriptedAnswer): void;
  unscript(type: string): void;
  /** Every hook run so far, oldest first, as plain copies. */
  runs(): KitHookRun[];
}

interface HookRecord {
  readonly place: DevPlace;
  readonly event: CanvasHookEvent;
  readonly count: number;
  readonly run: FrameRun;
  ended: boolean;
}

/** The hooks of the app in the kit's page; their hidden frames go in a hidden element of the page. */
export function createKitHooks(options: KitHooksOptions): KitHooks {
  const { config } = options;
  const fixtures = config.fixtures;
  const container = document.createElement("div");
  container.hidden = true;
  container.setAttribute("data-hostbridge-hooks", "");
  document.body.appendChild(container);
  const records: HookRecord[] = [];
  const live = new Set<FrameRun>();

  const start = (iframe: HTMLIFrameElement, place: DevPlace): FrameRun => {
    const settings = options.settings();
    const { mode, wire } = settings;
    const run = startFrame({
      iframe,
      appOrigin: config.appOrigin,
      url: appUrlAt(place.url, HOOK_LOCATION),
      place,
      location: HOOK_LOCATION,
      mode,
      wire,
      env: settings.env,
      fixtures: fixtures?.data,
      app: config.hostedApp ?? undefined,
      appSettings: settings.appSettings,
      answers: [
        kitAnswers({
          recorded: createAnswerQueues([]),
          fixtureOperation: (type) => fixtures?.operations?.[type],
        }),
      ],
      interactive: settings.interactive,
      latency: settings.latencyMs,
      record: { location: HOOK_LOCATION, mode, wire, app: config.app?.name },
    });
    for (const [type, answer] of options.scripts) run.host.script(type, answer);
    live.add(run);
    return run;
  };

  const hooks = createCanvasHooks<DevPlace, FrameRun>({
    places: () => config.places,
    shown: () => options.shown(),
    container,
    start,
    end: (run) => {
      live.delete(run);
      run.end();
      const record = records.find((item) => item.run === run);
      if (record) record.ended = true;
    },
  });

  return {
    changed(event) {
      for (const { place, event: started, count, run } of hooks.changed(event))
        records.push({ place, event: started, count, run, ended: false });
    },
    close: () => void hooks.close(),
    sync: () => void hooks.sync(),
    script: (type, answer) => live.forEach((run) => run.host.script(type, answer)),
    unscript: (type) => live.forEach((run) => run.host.unscript(type)),
    runs: () =>
      records.map(({ place, event, count, run, ended }) => ({
        hook: place.id,
        change: event,
        count,
        url: run.url,
        state: ended ? "ended" : "running",
        requests: run.host.requests.map((request) =>
          kitRequest(request, run.pageLoads.of(request.id)),
        ),
        events: run.host.events.map(kitEvent),
        scenario: run.recorder.scenario(),
      })),
  };
}
