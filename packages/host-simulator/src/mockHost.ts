import { createMemoryTransportPair } from "@hostbridge/transport";
import type { Transport } from "@hostbridge/transport";
import { createHost } from "./host";
import type { Host, HostOptions } from "./hostTypes";

/** Options of {@link createMockHost}: those of `createHost` without the transport choice. */
export type MockHostOptions = Omit<HostOptions, "transport" | "iframe" | "appOrigin">;

/** A simulated host linked to an in-memory transport, for app tests without an iframe. */
export interface MockHost {
  /** The simulated host: answers, pushes, emits, records. */
  readonly host: Host;
  /** The app's end of the link: pass it as `transport` to `useUi()`, `useAdmin()`, `useDsr()`, `useHostApi()` or `createBridge()`. */
  readonly transport: Transport;
  /** The host's end of the link (already used by `host`). */
  readonly hostTransport: Transport;
  /** Disposes the host and closes both ends of the link. Idempotent. */
  dispose(): void;
}

/**
 * A simulated host for an app's unit tests, in Node or in a DOM test environment: no iframe, no
 * window, one import. Hand `transport` to the app's API (`useUi({ transport })`), drive the app,
 * then assert on `host.requests`, answer pickers with `host.answer()`, push messages with
 * `host.push()`.
 *
 * @example
 * ```ts
 * import { afterEach, expect, it } from "vitest";
 * import { createMockHost } from "@hostbridge/host-simulator";
 * import { useUi } from "@hostbridge/ui-api";
 *
 * const mock = createMockHost({ mode: "WEB" });
 * afterEach(() => mock.dispose());
 *
 * it("shows a toast after picking content", async () => {
 *   const ui = useUi({ transport: mock.transport });
 *   const picked = ui.selectContent({ max_selections: 1 });
 *   await mock.host.waitForRequest("ui_select_content");
 *   mock.host.answer("ui_select_content", { user_action: "selected", content: [{ id: "file-sim-0001" }] });
 *   expect((await picked).user_action).toBe("selected");
 * });
 * ```
 */
export function createMockHost(options: MockHostOptions = {}): MockHost {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const host = createHost({ ...options, transport: hostEnd });
  return {
    host,
    transport: appEnd,
    hostTransport: hostEnd,
    dispose() {
      host.dispose();
      appEnd.close();
      hostEnd.close();
    },
  };
}
