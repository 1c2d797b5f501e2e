// The app's handlers as the session (./bridgeSession) holds them, and the delivery of one event or pushed
// message to every handler registered for it.
import type { PushKind } from "./bridgeOptions";

/** A handler of host events (`family` "event") or of one kind of pushed messages (`"*"`: every type). */
export interface Handler {
  family: "event" | PushKind;
  type: string;
  fn: (payload: unknown, info: never) => unknown;
}

/** The handlers of one session: added and removed by the app, delivered to by the session. */
export class SessionHandlers {
  #handlers = new Set<Handler>();

  get size(): number {
    return this.#handlers.size;
  }

  /** Adds a handler of `family` and `type`; returns the function that removes it. */
  add(family: Handler["family"], type: string, fn: unknown): () => void {
    const handler = { family, type, fn } as Handler;
    this.#handlers.add(handler);
    return () => {
      this.#handlers.delete(handler);
    };
  }

  clear(): void {
    this.#handlers.clear();
  }

  /** Calls every handler registered for this event or message; failures go to `report`. */
  deliver(
    family: Handler["family"],
    type: string,
    payload: unknown,
    info: unknown,
    report: (error: unknown) => void,
  ): void {
    const handlers = this.#handlers;
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
}
