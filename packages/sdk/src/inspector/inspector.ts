// The inspector: it keeps the session's records (from the request hook, so values are redacted),
// the requests still waiting, and the overlay while it is open.
import type { ActivityHook, BridgeActivity } from "@hostbridge/transport";
import { toScenario } from "./scenario";
import type { SessionExport, SessionMeta } from "./scenario";
import { mountView } from "./view";

/** Options of {@link createInspector}: the scenario header of exports, and how many records to keep. */
export interface InspectorOptions extends SessionMeta {
  /** The most records kept (the oldest go first). Default 1000. */
  limit?: number | undefined;
}

/** The inspector of one app: pass `onActivity` to the bridge; `open()` shows the overlay. */
export interface Inspector {
  /** The request hook to pass as `onActivity` (to `useUi`, `createBridge`, ...). */
  readonly onActivity: ActivityHook;
  /** Shows the overlay over the app (in `parent`, default `document.body`). */
  open(parent?: HTMLElement): void;
  /** Hides the overlay (the records are kept). */
  close(): void;
  /** Whether the overlay is shown. */
  readonly isOpen: boolean;
  /** The records so far (redacted), oldest first. */
  records(): readonly BridgeActivity[];
  /** The requests still waiting for their answer, oldest first. */
  waiting(): readonly BridgeActivity[];
  /** The session as a version 1 scenario (redacted): what the dev host loads and the kit replays. */
  exportSession(): SessionExport;
  /** Saves {@link exportSession} as a `.scenario.json` file: the "export" button calls it. */
  downloadSession(): void;
}

/** Creates an inspector; it records from the first activity, whether or not it is open. */
export function createInspector(options: InspectorOptions = {}): Inspector {
  const limit = options.limit ?? 1000;
  const records: BridgeActivity[] = [];
  const waiting = new Map<string, BridgeActivity>();
  // (kept apart: the session's mode and wire stay known after the oldest records are dropped)
  let wireRecord: BridgeActivity | undefined;
  let view: ReturnType<typeof mountView> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const onActivity: ActivityHook = (activity) => {
    if (activity.kind == "wire") wireRecord = activity;
    if (activity.kind == "waiting") waiting.set(activity.id, activity);
    if (activity.kind == "request") waiting.delete(activity.id);
    records.push(activity);
    if (records.length > limit) records.splice(0, records.length - limit);
    view?.render();
  };
  const exportSession = () =>
    toScenario(
      wireRecord && !records.includes(wireRecord) ? [wireRecord, ...records] : records,
      options,
    );
  const downloadSession = () => {
    const blob = new Blob([JSON.stringify(exportSession(), null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${options.app ?? "session"}-${Date.now()}.scenario.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const inspector: Inspector = {
    onActivity,
    open(parent = document.body) {
      if (view) return;
      view = mountView(parent, {
        records: () => records,
        waiting: () => [...waiting.values()],
        exportFile: downloadSession,
        close: () => inspector.close(),
      });
      ticker = setInterval(() => view?.render(), 1000); // (the ages of waiting requests)
    },
    close() {
      clearInterval(ticker);
      view?.remove();
      view = undefined;
    },
    get isOpen() {
      return !!view;
    },
    records: () => records,
    waiting: () => [...waiting.values()],
    exportSession,
    downloadSession,
  };
  return inspector;
}
