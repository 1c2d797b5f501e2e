// The app's handlers: `onEvent` (family "event") and `onMessage` registrations, and the delivery of
// one event or pushed message to every handler registered for it.
import type { MessageKind, Unsubscribe } from "./bridgeOptions";

/** What a handler listens to: host events, or one family of pushed messages. */
export type SubscriptionFamily = "event" | MessageKind;

/** A handler as the registry holds it: the payload and the event or message it came in. */
export type SubscriptionHandler = (payload: unknown, info: never) => unknown;

/** The handlers of one bridge. */
export interface Subscriptions {
  readonly size: number;
  /** Registers `handler` for `type` (`"*"`: every type) of `family`; returns its remover. */
  add(family: SubscriptionFamily, type: string, handler: SubscriptionHandler): Unsubscribe;
  /** Calls every handler registered for this event or message; their failures go to `report`. */
  deliver(family: SubscriptionFamily, type: string, payload: unknown, info: unknown): void;
  clear(): void;
}

interface Subscription {
  family: SubscriptionFamily;
  type: string;
  handler: SubscriptionHandler;
}

/** Creates the handler registry of a bridge; `report` receives what handlers throw or reject with. */
export function createSubscriptions(report: (error: unknown) => void): Subscriptions {
  const entries = new Set<Subscription>();
  return {
    get size() {
      return entries.size;
    },
    add(family, type, handler) {
      const entry: Subscription = { family, type, handler };
      entries.add(entry);
      return () => entries.delete(entry);
    },
    deliver(family, type, payload, info) {
      // (a handler removed during this delivery, by another one or by dispose(), is not called)
      for (const entry of [...entries])
        if (
          entries.has(entry) &&
          entry.family == family &&
          (entry.type == type || entry.type == "*")
        )
          try {
            Promise.resolve(entry.handler(payload, info as never)).catch(report);
          } catch (error) {
            report(error);
          }
    },
    clear: () => entries.clear(),
  };
}
