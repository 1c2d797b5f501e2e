// Which wire the simulated host speaks and answers on: the `wire` option (both, envelopes or
// platform), the wire the app spoke last (`appWire`), and whether an app on the platform wire
// subscribed to events.
import { MESSAGE_TYPES, environmentOfType, isRecord } from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import type { EnvelopeNames } from "@hostbridge/protocol-types/wire";

/** Which wires the simulated host answers: both (default), or only one, to test an app against each. */
export type HostWire = "both" | Wire;

/** The host's wire state, read and changed by the inbound router and the pushers. */
export interface HostWireState {
  /** The wires the host answers (`host.wire`). */
  speaks: HostWire;
  /** The wire the app spoke last (post-robot's hello and the platform's requests say "platform"). */
  appWire: Wire | undefined;
  /** Platform wire: whether the app sent `subscribe` (and not `unsubscribe` since). */
  subscribed: boolean;
  /**
   * The names the app's high-level requests came in last: `pitcher` for the existing client's
   * `PITCHER_REQUEST` (its host events then go out as `PITCHER_EVENT`, the name it listens for).
   */
  names: EnvelopeNames;
  /** The wire pushes and events go out on: the one the host speaks, or with `both`, the app's (envelopes until it spoke). */
  out(): Wire;
}

/** The wire state of a new host that speaks `speaks`. */
export function createHostWireState(speaks: HostWire): HostWireState {
  return {
    speaks,
    appWire: undefined,
    subscribed: false,
    names: "svc",
    out() {
      return this.speaks === "both" ? (this.appWire ?? "envelopes") : this.speaks;
    },
  };
}

/** Whether `message` is a message only the envelope wire sends (refused by a platform-only host). */
export function isEnvelopeOnly(message: unknown): boolean {
  if (!isRecord(message)) return false;
  const { type, request } = message;
  if (type === MESSAGE_TYPES.ADMIN_REQUEST || type === MESSAGE_TYPES.DSR_REQUEST) return true;
  if (type === MESSAGE_TYPES.EVENT) return true;
  return (
    type === MESSAGE_TYPES.REQUEST &&
    isRecord(request) &&
    typeof request.type === "string" &&
    environmentOfType(request.type) === "ui"
  );
}
