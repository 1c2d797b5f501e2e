// The client's low-level API object (`api.API`): `request(type, body)` and a local event emitter
// whose `"event"` listeners get every host event as `{ type, body }`. Its `emit` stays in the page:
// `API.emit("event", { type, body })` reaches the app's own `on(type)` handlers, never the host
// (rule `emit-to-self`).
import { notice } from "./notices";

type Listener = (data: unknown) => void;

/** The client's low-level API. */
export interface CompatLowLevelApi {
  /** Sends high-level operation `type` and resolves the response body (rejects with the error body). */
  request(type: string, body?: unknown): Promise<unknown>;
  /** Adds `fn` to the listeners of `name` (`"event"`: every host event as `{ type, body }`). */
  on(name: string, fn: Listener): void;
  /** Removes `fn` from the listeners of `name`. */
  off(name: string, fn: Listener): void;
  /** Calls the listeners of `name` with `data`, in this page only. */
  emit(name: string, data?: unknown): void;
}

/** A local emitter: listeners by name, called in the order they were added. */
export class Emitter {
  readonly #listeners = new Map<string, Listener[]>();

  on(name: string, fn: Listener): void {
    this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), fn]);
  }

  off(name: string, fn: Listener): void {
    this.#listeners.set(
      name,
      (this.#listeners.get(name) ?? []).filter((f) => f !== fn),
    );
  }

  emit(name: string, data?: unknown): void {
    for (const fn of this.#listeners.get(name) ?? []) fn(data);
  }
}

/** The low-level API over `request`; `events` is where the host's events arrive. */
export function createLowLevel(
  request: (type: string, body?: unknown) => Promise<unknown>,
  events: Emitter,
): CompatLowLevelApi {
  return {
    request,
    on: (name, fn) => events.on(name, fn),
    off: (name, fn) => events.off(name, fn),
    emit(name, data) {
      notice("emit-to-self", "API.emit");
      events.emit(name, data);
    },
  };
}
