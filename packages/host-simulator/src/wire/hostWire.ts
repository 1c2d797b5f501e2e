// Which wire the simulated host speaks and answers on: the `wire` option (both, envelopes or
// platform), the wire the app spoke last (`appWire`), whether an app on the platform wire
// subscribed to events, and whether the host holds the app to the platform's own rules.
import { MESSAGE_TYPES, isRecord } from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";

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
  /** The wire pushes and events go out on: the one the host speaks, or with `both`, the app's (envelopes until it spoke). */
  out(): Wire;
  /**
   * Whether the host holds the app to the platform's own rules: it speaks only the platform wire,
   * or it speaks both and the app spoke the platform wire. The platform's deployed hosts answer the
   * high-level API only as `PITCHER_REQUEST` and operations only as post-robot requests, so such a
   * host refuses the spec's envelopes ({@link isSpecEnvelope}) as they do.
   */
  platformOnly(): boolean;
}

/** The wire state of a new host that speaks `speaks`. */
export function createHostWireState(speaks: HostWire): HostWireState {
  return {
    speaks,
    appWire: undefined,
    subscribed: false,
    out() {
      return this.speaks === "both" ? (this.appWire ?? "envelopes") : this.speaks;
    },
    platformOnly() {
      return this.speaks === "platform" || (this.speaks === "both" && this.appWire === "platform");
    },
  };
}

/**
 * Whether `message` is one of the spec's envelopes an app sends (`SVC_REQUEST`, `SVC_EVENT`,
 * `ADMIN_REQUEST`, `DSR_REQUEST`): the envelope wire's, which the platform's hosts do not read.
 */
export function isSpecEnvelope(message: unknown): boolean {
  if (!isRecord(message)) return false;
  const { type } = message;
  return (
    type === MESSAGE_TYPES.REQUEST ||
    type === MESSAGE_TYPES.EVENT ||
    type === MESSAGE_TYPES.ADMIN_REQUEST ||
    type === MESSAGE_TYPES.DSR_REQUEST
  );
}

/** Why a host on the platform's rules ({@link HostWireState.platformOnly}) drops a spec envelope. */
export const SPEC_ENVELOPE_REFUSED =
  "the app speaks the platform wire, where the platform's hosts read the high-level API only as PITCHER_REQUEST and ui/admin/dsr operations only as post-robot requests: SVC_REQUEST, SVC_EVENT, ADMIN_REQUEST and DSR_REQUEST are the spec's envelope wire, which they do not answer (createHost({ wire: \"envelopes\" }) for a host of the envelopes)";
