// The host simulator's traffic as the live examples show it, one row per entry, as the dev host's log
// shows it: who sent it, what it is and, for an answer, its status and how long it took. The app-type
// examples also show what crossed (`body`: the payload, the answer, the message as received). Types
// only: the simulator is loaded by the example once it is mounted, and passed in (the site's pages
// do not carry it).
import type { Host, TrafficEntry } from "@hostbridge/host-simulator";

/** One row of a live example's traffic. */
export interface TrafficRow {
  n: number;
  direction: "in" | "out" | "drop";
  /** `request ui_app_loaded`, `event IFRAME_DATA_MESSAGE:iframe_loaded`, ... */
  text: string;
  /** A response's status and latency. */
  status: string;
  /** The entry's type (`ui_update_canvas`, `initialize:add-item`); empty for a dropped value. */
  type: string;
  /** What crossed, as JSON (with `crossed`): redacted, as every HostBridge log shows it. */
  body?: string | undefined;
}

/** Who sent a row's message, as the traffic list names it. */
export function directionLabel(row: Pick<TrafficRow, "direction">): string {
  return row.direction === "in" ? "app → host" : row.direction === "out" ? "host → app" : "dropped";
}

/** The IFRAME_DATA_MESSAGE traffic types (`IFRAME_DATA_MESSAGE:set_data`): the message is what crossed. */
const IFRAME_DATA = /^IFRAME_DATA_MESSAGE:/;

/** What crossed in `entry`, read from `host`'s records (the request's payload, its answer). */
function bodyOf(entry: TrafficEntry, host: Host): unknown {
  switch (entry.kind) {
    case "request":
      return host.requests.find((record) => record.id === entry.id)?.payload;
    case "response": {
      const record = host.requests.find((recorded) => recorded.id === entry.id);
      return record?.status === "error" ? record.error : record?.response;
    }
    case "message":
      return IFRAME_DATA.test(entry.type) ? entry.envelope : (entry.body ?? entry.envelope);
    default:
      return entry.envelope;
  }
}

/** Where a row reads what crossed: the host, and the simulator's `redactedCopy`. */
export interface Crossed {
  host: Host;
  redactedCopy: <T>(value: T) => T;
}

/** Row `n` for `entry`; with `crossed`, the row also holds what crossed. */
export function trafficRow(n: number, entry: TrafficEntry, crossed?: Crossed): TrafficRow {
  const value = crossed && bodyOf(entry, crossed.host);
  const body =
    value === undefined ? undefined : JSON.stringify(crossed!.redactedCopy(value), null, 2);
  switch (entry.kind) {
    case "request":
      return {
        n,
        direction: "in",
        text: `request ${entry.type}`,
        status: "",
        type: entry.type,
        body,
      };
    case "response":
      return {
        n,
        direction: "out",
        text: `response ${entry.type}`,
        status: `${entry.status} ${Math.round(entry.latencyMs)} ms`,
        type: entry.type,
        body,
      };
    case "dropped":
      return { n, direction: "drop", text: "dropped", status: entry.reason, type: "", body };
    default:
      return {
        n,
        direction: entry.direction,
        text: `${entry.kind} ${entry.type}`,
        status: "",
        type: entry.type,
        body,
      };
  }
}
