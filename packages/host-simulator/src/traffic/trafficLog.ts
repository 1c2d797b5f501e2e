// The traffic log of a simulated host: every request and event the app sent (recorded, offered to
// the waits), every entry in and out in order, and the listeners that watch it (redacted by default).
import { redactedCopy } from "@hostbridge/protocol-types";
import { secretsOf } from "../environment";
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import type {
  RecordedEvent,
  RecordedRequest,
  TrafficEntry,
  TrafficListener,
  TrafficListenerOptions,
} from "../hostTypes";
import { createWaitList } from "./waitList";
import type { WaitList } from "./waitList";

/** The log, the recorded requests and events, and the waits on them. */
export interface TrafficLog {
  readonly requests: RecordedRequest[];
  readonly events: RecordedEvent[];
  readonly traffic: TrafficEntry[];
  readonly requestWaits: WaitList<RecordedRequest>;
  readonly eventWaits: WaitList<RecordedEvent>;
  /** Appends `entry` and hands it to the listeners (a listener that throws is reported, not rethrown). */
  log(entry: TrafficEntry): void;
  /** Records an inbound request, logs `entry`, and offers it to the waits. */
  recordRequest(record: RecordedRequest, entry: TrafficEntry): void;
  /** Records an inbound event, logs `entry`, and offers it to the waits. */
  recordEvent(record: RecordedEvent, entry: TrafficEntry): void;
  /** Adds a listener (`host.on`); returns the function that removes it. */
  on(listener: TrafficListener, options: TrafficListenerOptions): () => void;
  /** Forgets the traffic, keeping the requests still `pending`. */
  clear(pending: readonly RecordedRequest[]): void;
  /** Rejects the open waits with `error` and drops the listeners. */
  close(error: Error): void;
}

/** The traffic log of the host with `core`. */
export function createTrafficLog(core: HostCore): TrafficLog {
  const requests: RecordedRequest[] = [];
  const events: RecordedEvent[] = [];
  const traffic: TrafficEntry[] = [];
  const listeners = new Set<{ listener: TrafficListener; redact: boolean }>();
  const disposed = () => core.disposed;
  const requestWaits = createWaitList("request", requests, disposed);
  const eventWaits = createWaitList("event", events, disposed);

  const log = (entry: TrafficEntry) => {
    traffic.push(entry);
    if (entry.wire === undefined) delete (entry as { wire?: unknown }).wire;
    if (!listeners.size) return;
    let redacted: TrafficEntry | undefined;
    for (const { listener, redact: wantsRedacted } of [...listeners]) {
      try {
        listener(
          wantsRedacted
            ? (redacted ??= redactedCopy(entry, { secrets: secretsOf(core.fixtures) }))
            : entry,
        );
      } catch (error) {
        core.reportError(
          new HostSimulatorError("HANDLER_ERROR", `a traffic listener threw: ${String(error)}`, {
            cause: error,
          }),
        );
      }
    }
  };

  return {
    requests,
    events,
    traffic,
    requestWaits,
    eventWaits,
    log,
    recordRequest(record, entry) {
      requests.push(record);
      log(entry);
      requestWaits.offer(record);
    },
    recordEvent(record, entry) {
      events.push(record);
      log(entry);
      eventWaits.offer(record);
    },
    on(listener, options) {
      const entry = { listener, redact: options.redact ?? true };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    clear(pending) {
      requests.splice(0, requests.length, ...pending);
      events.length = 0;
      traffic.length = 0;
    },
    close(error) {
      requestWaits.rejectAll(error);
      eventWaits.rejectAll(error);
      listeners.clear();
    },
  };
}
