import { createTransport } from "./transport";
import type { Transport } from "./transport";

/**
 * The part of a `MessagePort` the port transport uses (a browser `MessagePort`, a Node
 * `worker_threads` port, or anything with the same methods).
 */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message" | "messageerror", listener: (event: MessageEvent) => void): void;
  removeEventListener(
    type: "message" | "messageerror",
    listener: (event: MessageEvent) => void,
  ): void;
  start?(): void;
  close?(): void;
}

/**
 * A {@link Transport} over a `MessagePort`, for hosts that hand the app one end of a `MessageChannel`
 * (typically with a first `postMessage` whose `ports[0]` is the app's end). A port is already private
 * to the two parties, so there is no origin check; messages are structured-cloned by the platform.
 * `close()` removes the listeners and closes the port.
 *
 * @param port - the app's end of the channel
 * @example
 * ```ts
 * window.addEventListener("message", (event) => {
 *   if (event.origin !== "https://host.example.com" || !event.ports[0]) return;
 *   const bridge = createBridge({ transport: createPortTransport(event.ports[0]) });
 *   void bridge.request("ui_app_loaded");
 * }, { once: true });
 * ```
 */
export function createPortTransport(port: PortLike): Transport {
  return createTransport(
    "port transport",
    (message) => port.postMessage(message),
    (deliver, drop) => {
      const onMessage = (event: MessageEvent) => deliver(event.data);
      const onError = (event: MessageEvent) =>
        drop("the message could not be deserialized", event.data);
      port.addEventListener("message", onMessage);
      port.addEventListener("messageerror", onError);
      port.start?.();
      return () => {
        port.removeEventListener("message", onMessage);
        port.removeEventListener("messageerror", onError);
      };
    },
    undefined,
    () => port.close?.(),
  );
}
