// What the conformance kit checks (a host, seen from the app's side) and what it reports.
import type { EventKey, Wire } from "@hostbridge/protocol-types";
import type { Transport } from "@hostbridge/transport";
import type { PushMessageType } from "../hostTypes";

/** The host implementation to check, seen from the app's side. */
export interface ConformanceTarget {
  /** The app's end of a transport connected to the host under test. The kit listens on it and sends raw envelopes through it; it does not close it. */
  transport: Transport;
  /**
   * Asks the host under test to fire `key` with `body` (an `SVC_EVENT` to the app). Without it,
   * the check of host events is skipped.
   */
  emitEvent?: (key: EventKey, body: unknown) => void | Promise<void>;
  /**
   * Asks the host under test to push message `type` with `payload` (UI, admin or DSR message).
   * Without it, the checks of pushed messages are skipped.
   */
  pushMessage?: (type: PushMessageType, payload: unknown) => void | Promise<void>;
  /**
   * The wires to check: the spec's envelopes and the platform's deployed wire (post-robot 10 for
   * ui/admin/dsr, `SVC_*` for the high-level API, events with `event`). Default both, envelopes
   * first; the platform checks' names start with "platform wire:".
   */
  wires?: readonly Wire[];
  /** Milliseconds to wait for each expected reply. Default `1000`. */
  timeout?: number;
  /** Milliseconds of silence that count as "no reply". Default `150`. */
  quietPeriod?: number;
}

/** The outcome of one conformance check. */
export interface ConformanceResult {
  /** What was checked. */
  name: string;
  /** Whether the host behaved as the protocol requires (`true` for skipped checks too). */
  ok: boolean;
  /** The check could not run (a hook the target did not provide). */
  skipped: boolean;
  /** What the host did right, or exactly what it got wrong. */
  message: string;
}

/** The result of {@link runConformance}. */
export interface ConformanceReport {
  /** Checks passed. */
  passed: number;
  /** Checks failed. */
  failed: number;
  /** Checks skipped. */
  skipped: number;
  /** Every check, in the order run. */
  results: ConformanceResult[];
}
