import { afterEach } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { Bridge, Transport } from "@hostbridge/transport";
import { createHost } from "../../src/index";
import type { Host, HostOptions } from "../../src/index";

/** A host and an app-side bridge on a memory pair, plus the raw app end for hand-made envelopes. */
export interface Linked {
  host: Host;
  bridge: Bridge;
  appEnd: Transport;
  /** Messages the app end received, in order (raw envelopes). */
  received: unknown[];
  dispose(): void;
}

/** Links a simulated host to an app-side bridge; `dispose` undoes everything. */
export function link(
  options: Omit<HostOptions, "transport" | "iframe" | "appOrigin"> = {},
): Linked {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const host = createHost({ ...options, transport: hostEnd });
  const received: unknown[] = [];
  const stop = appEnd.listen((message) => received.push(message));
  const bridge = createBridge({ transport: appEnd, timeout: 2000 });
  return {
    host,
    bridge,
    appEnd,
    received,
    dispose() {
      stop();
      bridge.dispose();
      host.dispose();
      appEnd.close();
      hostEnd.close();
    },
  };
}

/**
 * The `start(options)` of a test file: links a host that pushes no start data (unless `options` say
 * so), and disposes each test's link after it.
 */
export function linkPerTest(): (
  options?: Omit<HostOptions, "transport" | "iframe" | "appOrigin">,
) => Linked {
  let linked: Linked | undefined;
  afterEach(() => {
    linked?.dispose();
    linked = undefined;
  });
  return (options = {}) => (linked = link({ appSetDataOnReady: false, ...options }));
}

/** Resolves after pending microtasks and one macrotask (memory transports deliver in microtasks). */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Lets a request stay pending in a test without an unhandled rejection when the bridge is disposed. */
export function detach(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
