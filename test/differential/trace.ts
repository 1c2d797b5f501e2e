// What a differential run observes, and how two runs are compared: the app's trace (how each call
// settled, the pushes, host events and peer events it heard, in order) and what the host received
// (each request or event, in arrival order). A difference prints both traces side by side.

/** One thing the app observed. */
export type AppEntry =
  | { app: "settled"; id: string; ok: true; value: unknown }
  | { app: "settled"; id: string; ok: false; error: { code: string | null; message: string } }
  | { app: "push"; type: string; payload: unknown }
  | { app: "event"; type: string; body: unknown }
  | { app: "peer"; action: string; context: unknown }
  | { app: "reloaded" }
  /** An error the app's code threw where nothing caught it. */
  | { app: "uncaught"; message: string }
  /** The run stopped at a step whose wait was not met (the app or the host never got there). */
  | { app: "stopped"; at: string };

/** One request or event the host received. */
export interface HostEntry {
  host: "received";
  type: string;
  body: unknown;
}

/** Everything one run observed. */
export interface Trace {
  app: AppEntry[];
  host: HostEntry[];
}

/** Keys whose values change from run to run (a new id, the clock): compared as present, not by value. */
const VARYING = new Set(["correlationId", "timestamp"]);

/** `value` with the varying keys replaced by a marker, so two runs compare equal when they agree. */
export function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      VARYING.has(key) ? "<varies>" : stable(inner),
    ]),
  );
}

/** One trace entry on one line. */
export function line(entry: AppEntry | HostEntry): string {
  const { app, host, ...rest } = entry as { app?: string; host?: string } & Record<string, unknown>;
  // (addresses differ from host to host: each serves from its own origin)
  const text = JSON.stringify(stable(rest)).replace(/https?:\/\/[^\s"\\]+/g, "<address>");
  return `${app ? `app ${app}` : `host ${host}`} ${text}`;
}

/**
 * What the host received, as compared: each request and event in arrival order, and the platform
 * wire's `subscribe`s (one per bridge of the app, sent once its wire is decided) as a count on the
 * first line. Where a bridge's `subscribe` falls between another bridge's requests is a race inside
 * the app (whose probe was answered first), not something a host decides: on a loaded machine the
 * dev host page, slower to answer the probes, saw the picker's request before the second bridge's
 * `subscribe`, where the post-robot page saw it after.
 */
function hostLines(host: readonly HostEntry[]): string[] {
  const subscribes = host.filter((entry) => entry.type === "subscribe").length;
  const others = host.filter((entry) => entry.type !== "subscribe").map(line);
  return subscribes ? [`host received subscribe ×${subscribes}`, ...others] : others;
}

/** The lines of a trace: the app's, then what the host received. */
export function lines(trace: Trace): string[] {
  return [...trace.app.map(line), "--- host received ---", ...hostLines(trace.host)];
}

/** The two sections of both traces, each padded to the longer one, so the host's lines line up too. */
function rowsOf(left: Trace, right: Trace): [string | undefined, string | undefined][] {
  const pair = (a: string[], b: string[]) =>
    Array.from(
      { length: Math.max(a.length, b.length) },
      (_, i) => [a[i], b[i]] as [string | undefined, string | undefined],
    );
  return [
    ...pair(left.app.map(line), right.app.map(line)),
    ["--- host received ---", "--- host received ---"],
    ...pair(hostLines(left.host), hostLines(right.host)),
  ];
}

/**
 * Both traces side by side, the reference on the left: `≠` marks the lines that differ (a missing
 * line shows as blank); a differing line too long for its column is printed in full below.
 */
export function sideBySide(left: Trace, right: Trace, titles: [string, string]): string {
  const rows = rowsOf(left, right);
  const width = Math.min(72, Math.max(titles[0].length, ...rows.map(([a]) => a?.length ?? 0)));
  const cell = (text = "") =>
    text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
  const out = [`  ${cell(titles[0])}   ${titles[1]}`];
  const full: string[] = [];
  rows.forEach(([a, b], i) => {
    const same = a === b;
    out.push(`${same ? " " : "≠"} ${cell(a)} ${same ? "|" : "≠"} ${b ?? ""}`);
    if (!same && (a?.length ?? 0) > width)
      full.push(`row ${i + 1} in full:\n  ${titles[0]}: ${a}\n  ${titles[1]}: ${b ?? ""}`);
  });
  return [...out, ...full].join("\n");
}

/** Whether two traces agree on everything compared. */
export function sameTrace(left: Trace, right: Trace): boolean {
  return JSON.stringify(lines(left)) === JSON.stringify(lines(right));
}
