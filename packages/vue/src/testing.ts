/**
 * `@hostbridge/vue/testing`: mount a component against a mock host in one line (Vue Test Utils and
 * `createMockHost()` from `@hostbridge/host-simulator`, both devDependencies of the app).
 *
 * @example
 * ```ts
 * import { mountWithHost } from "@hostbridge/vue/testing";
 *
 * const { wrapper, host, unmount } = mountWithHost(App, { location: "ui" });
 * host.push("ui_app_set_data");
 * ```
 *
 * @packageDocumentation
 */
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost, MockHostOptions } from "@hostbridge/host-simulator";
import type { JsApiLocation } from "@hostbridge/sdk";
import { mount } from "@vue/test-utils";
import type { ComponentMountingOptions, VueWrapper } from "@vue/test-utils";
import type { Component } from "vue";
import { createHostBridge } from "./plugin";
import type { HostBridgeOptions } from "./client";

/** Options of {@link mountWithHost}. */
export interface MountWithHostOptions {
  /** The environment (default `ui`); the mock host and the client both use it. */
  location?: JsApiLocation;
  /** Options of `createMockHost()` (`mode`, fixtures, ...). */
  host?: Omit<MockHostOptions, "location">;
  /** Options of the client (`casing`, `timeout`, ...); `transport` and `location` are set for you. */
  client?: Omit<HostBridgeOptions, "transport" | "location">;
  /** Options of Vue Test Utils' `mount()` (`props`, `slots`, more `global.plugins`, ...). */
  mount?: ComponentMountingOptions<Component>;
}

/** What {@link mountWithHost} returns. */
export interface MountedWithHost {
  /** The mounted component (Vue Test Utils). */
  wrapper: VueWrapper;
  /** The simulated host: `push()`, `emit()`, `waitForRequest()`, `answer()`, `cancel()`, ... */
  host: MockHost["host"];
  /** The whole mock host (its transports). */
  mock: MockHost;
  /** Unmounts the component (the app's client goes with it) and disposes the mock host. */
  unmount(): void;
}

/**
 * Mounts `component` with the HostBridge plugin installed against a fresh `createMockHost()`:
 * the component talks to the simulated host over an in-memory link, no iframe, no browser needed
 * (a DOM environment such as happy-dom is). Call `unmount()` after the test.
 *
 * @example
 * ```ts
 * const { wrapper, host, unmount } = mountWithHost(App);
 * await wrapper.get('[data-action="pick"]').trigger("click");
 * await host.waitForRequest("ui_select_content");
 * host.answer("ui_select_content", { user_action: "selected", content: [{ id: "f1", name: "Deck" }] });
 * await vi.waitFor(() => expect(wrapper.get('[data-view="picked"]').text()).toContain("Deck"));
 * unmount();
 * ```
 */
export function mountWithHost(
  component: Component,
  options: MountWithHostOptions = {},
): MountedWithHost {
  const location = options.location ?? "ui";
  const mock = createMockHost({ mode: "WEB", ...options.host, location });
  const plugin = createHostBridge({ ...options.client, location, transport: mock.transport });
  const given = options.mount ?? {};
  const wrapper = mount(component, {
    ...given,
    global: { ...given.global, plugins: [...(given.global?.plugins ?? []), plugin] },
  }) as unknown as VueWrapper;
  return {
    wrapper,
    host: mock.host,
    mock,
    unmount() {
      wrapper.unmount();
      mock.dispose();
    },
  };
}
