/**
 * @hostbridge/react/testing: render a component against a mock host in one line, with Testing
 * Library. Needs `@testing-library/react` and `@hostbridge/host-simulator` (devDependencies).
 *
 * @example
 * ```tsx
 * import { renderWithHost } from "@hostbridge/react/testing";
 * import { screen, waitFor } from "@testing-library/react";
 *
 * const { host, unmount } = renderWithHost(<App />);
 * host.push("ui_app_set_data");
 * await waitFor(() => expect(screen.getByText(/^Canvas:/)).toBeTruthy());
 * unmount();
 * ```
 *
 * @packageDocumentation
 */
import { createElement, StrictMode } from "react";
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import type { RenderOptions, RenderResult } from "@testing-library/react";
import { createMockHost } from "@hostbridge/host-simulator";
import type { Host, MockHost, MockHostOptions } from "@hostbridge/host-simulator";
import { createBridge } from "@hostbridge/transport";
import type { Bridge, BridgeOptions } from "@hostbridge/transport";
import { HostBridgeProvider } from "./provider";
import type { HostBridgeProviderProps } from "./provider";

/** Options of {@link renderWithHost}. */
export interface RenderWithHostOptions {
  /** Options of the mock host (`location`, `mode`, `env`, `fixtures`, `handlers`, `interactive`, ...). Default `{ location: "ui", mode: "WEB" }`. */
  host?: MockHostOptions | undefined;
  /** Options of the app's bridge besides its transport (`casing`, `timeout`, `errorLogger`, ...). */
  bridge?: Omit<BridgeOptions<"snake">, "transport"> | undefined;
  /** Render inside `<StrictMode>`, as apps do in development (double effects). Default `true`. */
  strict?: boolean | undefined;
  /**
   * Props of the provider besides its bridge: `location`, `startUp` (default `"auto"`: the provider
   * says ready and loaded, as in the app).
   */
  provider?: Omit<HostBridgeProviderProps, "bridge" | "options" | "children"> | undefined;
  /**
   * Testing Library's own render options (`container`, `baseElement`, ...); a `wrapper` of yours
   * goes inside the provider.
   */
  render?: RenderOptions | undefined;
}

/** What {@link renderWithHost} returns: Testing Library's result, the mock host and the app's bridge. */
export interface RenderWithHostResult extends RenderResult {
  /** The simulated host: `push`, `emit`, `answer`, `cancel`, `fail`, `waitForRequest`, `updateEnv`, ... */
  host: Host;
  /** The mock host with its transports. */
  mock: MockHost;
  /**
   * The app's client: the bridge the provider was given (`listenerCount`/`pendingCount` find leaks;
   * `useHostBridge()` in a component returns it).
   */
  bridge: Bridge;
  /** Unmounts the component, then disposes the bridge and the mock host. */
  unmount(): void;
}

/**
 * Renders `ui` with Testing Library's `render`, wrapped (its `wrapper` option) in a
 * {@link HostBridgeProvider} wired to `createMockHost()`, in `<StrictMode>` by default. The provider
 * is the wrapper, not part of `ui`: `rerender(<App other />)` keeps it, its client and the host.
 * Call `unmount()` at the end of the test (it also disposes the bridge and the host).
 *
 * @example
 * ```tsx
 * import { renderWithHost } from "@hostbridge/react/testing";
 * import { fireEvent, screen } from "@testing-library/react";
 *
 * const { host, rerender } = renderWithHost(<App />);
 * fireEvent.click(screen.getByRole("button", { name: "Pick a file" }));
 * await host.waitForRequest("ui_select_content");
 * host.answer("ui_select_content", { user_action: "selected", content: [{ id: "f1", name: "Deck.pptx" }] });
 * await screen.findByText("Picked: Deck.pptx");
 * rerender(<App />); // the same provider, bridge and host
 * ```
 */
export function renderWithHost(
  ui: ReactNode,
  options: RenderWithHostOptions = {},
): RenderWithHostResult {
  const mock = createMockHost(options.host ?? { location: "ui", mode: "WEB" });
  const bridge = createBridge({ ...options.bridge, transport: mock.transport });
  const { wrapper: Inner, ...renderOptions } = options.render ?? {};
  const Wrapper = ({ children }: { children?: ReactNode }) => {
    const inner = Inner ? createElement(Inner, null, children) : children;
    const tree = createElement(HostBridgeProvider, {
      ...options.provider,
      bridge,
      children: inner,
    });
    return options.strict === false ? tree : createElement(StrictMode, null, tree);
  };
  const result = render(ui, { ...renderOptions, wrapper: Wrapper });
  return {
    ...result,
    host: mock.host,
    mock,
    bridge,
    unmount() {
      result.unmount();
      bridge.dispose();
      mock.dispose();
    },
  };
}
