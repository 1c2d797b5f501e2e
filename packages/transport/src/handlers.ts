// The app's handlers as the session (./bridgeSession) holds them, and the delivery of one event or pushed
// message to every handler registered for it.
import type { PushKind } from "./bridgeOptions";

/** A handler of host events (`family` "event") or of one kind of pushed messages (`"*"`: every type). */
export interface Handler {
  family: "event" | PushKind;
  type: string;
  fn: (payload: unknown, info: never) => unknown;
}

/** Calls every handler of `handlers` registered for this event or message; failures go to `report`. */
export function deliverTo(
  handlers: ReadonlySet<Handler>,
  family: Handler["family"],
  type: string,
  payload: unknown,
  info: unknown,
  report: (error: unknown) => void,
): void {
  // (a handler removed during this delivery, by another one or by dispose(), is not called)
  for (const handler of [...handlers])
    if (
      handlers.has(handler) &&
      handler.family == family &&
      (handler.type == type || handler.type == "*")
    )
      try {
        Promise.resolve(handler.fn(payload, info as never)).catch(report);
      } catch (error) {
        report(error);
      }
}
