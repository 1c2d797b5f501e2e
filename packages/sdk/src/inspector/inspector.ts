// The inspector: it keeps the app's records (from the request hook, so values are redacted),
// the requests still waiting, the last export's outcome, and the overlay while it is open (the
// handle that reopens it while it is closed). It records whether or not it is open.
import type { ActivityHook, BridgeActivity } from "@hostbridge/transport";
import { copyRecording, downloadRecording, shareRecording } from "./exportPaths";
import type { ExportOutcome, RecordingFile } from "./exportPaths";
import { mountHandle } from "./handle";
import { toScenario } from "./scenario";
import type { Scenario } from "@hostbridge/protocol-types";
import type { RecordingMeta } from "./scenario";
import type { InspectorNotice } from "./notice";
import { mountView } from "./view";
import type { ExportPath } from "./view";

/** Options of {@link createInspector}: the scenario header of exports, and how many records to keep. */
export interface InspectorOptions extends RecordingMeta {
  /** The most records kept (the oldest go first). Default 1000. */
  limit?: number | undefined;
}

/** The inspector of one app: pass `onActivity` to the bridge; `open()` shows the overlay. */
export interface Inspector {
  /** The request hook to pass as `onActivity` (to `useUi`, `createBridge`, ...). */
  readonly onActivity: ActivityHook;
  /**
   * The notice sink to pass as `onNotice` to `configureCompat()` of `@hostbridge/compat`: each
   * notice is listed in the "compat" tab (once per rule, as compat reports them).
   */
  readonly onNotice: (notice: InspectorNotice) => void;
  /** The compat notices so far, oldest first. */
  notices(): readonly InspectorNotice[];
  /**
   * Shows the overlay over the app (in `parent`, default `document.body`, or the root element when a
   * script in the head opens it before there is a body), in place of its handle.
   */
  open(parent?: HTMLElement): void;
  /**
   * Hides the overlay and leaves a small handle on screen that reopens it; the inspector keeps
   * recording, and the reopened overlay shows everything.
   */
  close(): void;
  /** Takes the overlay and its handle off the page (it keeps recording; `open()` shows it again). */
  remove(): void;
  /** Whether the overlay is shown. */
  readonly isOpen: boolean;
  /** The records so far (redacted), oldest first. */
  records(): readonly BridgeActivity[];
  /** The requests still waiting for their answer, oldest first. */
  waiting(): readonly BridgeActivity[];
  /** The recording as a version 1 scenario (redacted): what the dev host loads and the kit replays. */
  exportRecording(): Scenario;
  /**
   * Shares the recording as a `.scenario.json` file through the system share sheet where the engine
   * can share files (`navigator.canShare({ files })`), else copies it as text (see
   * {@link Inspector.copyRecording}): the "share" button, for a tablet or a WebView. Call it from a
   * tap (sharing needs the gesture).
   */
  shareRecording(): Promise<ExportOutcome>;
  /**
   * Copies the recording as text to the clipboard, or where the clipboard is refused (an iframe, a
   * WebView) shows the text selected in the overlay for the person to copy: the "copy" button.
   */
  copyRecording(): Promise<ExportOutcome>;
  /** Saves the recording as a `.scenario.json` download (desktop browsers): the "download" button. */
  downloadRecording(): ExportOutcome;
  /** What the last export did (what the overlay's status line says), if there was one. */
  readonly lastExport: ExportOutcome | undefined;
}

/** Creates an inspector; it records from the first activity, whether or not it is open. */
export function createInspector(options: InspectorOptions = {}): Inspector {
  const limit = options.limit ?? 1000;
  const records: BridgeActivity[] = [];
  const waiting = new Map<string, BridgeActivity>();
  const notices: InspectorNotice[] = [];
  // (kept apart: the recording's mode and wire stay known after the oldest records are dropped)
  let wireRecord: BridgeActivity | undefined;
  let lastExport: ExportOutcome | undefined;
  let view: ReturnType<typeof mountView> | undefined;
  let handle: ReturnType<typeof mountHandle> | undefined;
  /** Where the overlay was last opened: its handle goes there. */
  let home: HTMLElement | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const onActivity: ActivityHook = (activity) => {
    if (activity.kind == "wire") wireRecord = activity;
    if (activity.kind == "waiting") waiting.set(activity.id, activity);
    if (activity.kind == "request") waiting.delete(activity.id);
    records.push(activity);
    if (records.length > limit) records.splice(0, records.length - limit);
    view?.render();
    handle?.update(records.length);
  };
  const onNotice = (notice: InspectorNotice) => {
    const { rule, feature, modern, where } = notice;
    notices.push({ rule, feature, modern, where });
    view?.render();
  };
  const exportRecording = () =>
    toScenario(
      wireRecord && !records.includes(wireRecord) ? [wireRecord, ...records] : records,
      options,
    );
  const recordingFile = (): RecordingFile => ({
    name: `${options.app ?? "hostbridge-recording"}-${Date.now()}.scenario.json`,
    text: JSON.stringify(exportRecording(), null, 2),
    records: records.length,
  });
  /** Keeps what an export did and shows it in the overlay's status line. */
  const report = (outcome: ExportOutcome) => {
    lastExport = outcome;
    view?.showStatus(outcome);
    return outcome;
  };
  const share = () => shareRecording(recordingFile()).then(report);
  const copy = () => copyRecording(recordingFile()).then(report);
  const download = () => report(downloadRecording(recordingFile(), document));
  const exports: Record<ExportPath, () => unknown> = { share, copy, download };
  const hide = () => {
    clearInterval(ticker);
    view?.remove();
    view = undefined;
    handle?.remove();
    handle = undefined;
  };
  const inspector: Inspector = {
    onActivity,
    onNotice,
    notices: () => notices,
    open(parent = document.body ?? document.documentElement) {
      if (view) return;
      hide();
      home = parent;
      view = mountView(parent, {
        records: () => records,
        waiting: () => [...waiting.values()],
        notices: () => notices,
        exportBy: (path) => void exports[path](),
        status: () => lastExport,
        close: () => inspector.close(),
      });
      ticker = setInterval(() => view?.render(), 1000); // (the ages of waiting requests)
    },
    close() {
      if (!view || !home) return;
      hide();
      const parent = home;
      handle = mountHandle(parent, () => inspector.open(parent), records.length);
    },
    remove: hide,
    get isOpen() {
      return !!view;
    },
    records: () => records,
    waiting: () => [...waiting.values()],
    exportRecording,
    shareRecording: share,
    copyRecording: copy,
    downloadRecording: download,
    get lastExport() {
      return lastExport;
    },
  };
  return inspector;
}
