import { createTransport } from "./transport";
import type { Transport, TransportListener } from "./transport";

/**
 * Two linked in-memory transports: what one end sends, the other end receives. Built for tests and
 * for in-process hosts (the host simulator), with the semantics of `postMessage`:
 *
 * - messages are structured-cloned when sent, so a payload that could not cross a real `postMessage`
 *   (functions, DOM nodes, symbols...) makes `send` throw a `DataCloneError` here too, and later
 *   mutations by the sender do not reach the receiver;
 * - delivery is asynchronous (a later microtask), never inside `send`;
 * - it needs `structuredClone` (Node 17+, Safari 15.4+: not the oldest engine apps run in, which is
 *   why apps talk to real hosts through the window and native transports, never this one);
 * - `close()` on either end closes that end: its `send`/`listen` throw `TRANSPORT_CLOSED`, nothing
 *   more is delivered to it, and what the other end sends is discarded (like `MessagePort.close()`).
 *
 * @returns `[appEnd, hostEnd]` (the two ends are interchangeable; the names are a convention)
 * @example
 * ```ts
 * const [appEnd, hostEnd] = createMemoryTransportPair();
 * hostEnd.listen((message) => console.log("host got", message));
 * const bridge = createBridge({ transport: appEnd });
 * bridge.emit("canvas_opened", { canvas_id: "c1" });
 * ```
 */
export function createMemoryTransportPair(): [Transport, Transport] {
  const inboxes: (TransportListener | void)[] = [];
  const end = (self: number): Transport =>
    createTransport(
      "memory transport",
      (message) => {
        const copy = structuredClone(message);
        queueMicrotask(() => inboxes[1 - self]?.(copy));
      },
      (deliver) => {
        inboxes[self] = deliver;
        return () => (inboxes[self] = undefined);
      },
    );
  return [end(0), end(1)];
}
