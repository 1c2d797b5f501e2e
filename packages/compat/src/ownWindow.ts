// The transport of a top-level page (no parent frame, no opener, no native bridge): where the
// platform's existing client sends everything, the page's own window. Post-robot sends to
// `window.parent`, which is the window itself, and high-level requests go to the top-most platform
// window, the page again; a host script of the page (the platform's first-level pages, an app's test
// of its own code) answers there. Inbound, the client checks the origin only (its own), and so does
// this transport: only a window of the page's own origin can post from it, and such a window can
// script the page anyway.
import { HostBridgeError } from "@hostbridge/transport";
import type { Transport, TransportListener } from "@hostbridge/transport";

/** The page's own window as the host's side of the bridge, messages pinned to `origin`. */
export function ownWindowTransport(page: Window, origin: string): Transport {
  const listeners = new Set<(event: MessageEvent) => void>();
  let closed = false;
  const check = () => {
    if (closed)
      throw new HostBridgeError(
        "TRANSPORT_CLOSED",
        "the own-window transport is closed (disposed); create a new one",
      );
  };
  return {
    send(message) {
      check();
      page.postMessage(message, origin);
    },
    listen(onMessage: TransportListener) {
      check();
      const listener = (event: MessageEvent) => {
        if (event.origin === origin) onMessage(event.data);
      };
      listeners.add(listener);
      page.addEventListener("message", listener);
      return () => {
        listeners.delete(listener);
        page.removeEventListener("message", listener);
      };
    },
    close() {
      closed = true;
      for (const listener of listeners) page.removeEventListener("message", listener);
      listeners.clear();
    },
  };
}
