// @vitest-environment happy-dom
// The bindings with the real Vue 3 and Vue Test Utils, against the host simulator.
import { createMockHost } from "@hostbridge/host-simulator";
import type { RequestOptions } from "@hostbridge/transport";
import { useUi } from "@hostbridge/sdk";
import { mount } from "@vue/test-utils";
import { describe, expect, it, vi } from "vitest";
import { defineComponent, effectScope, h, nextTick, ref } from "vue";
import { createHostBridge, useHostBridge, useHostMessage, useHostRequest } from "../src/index";
import type { HostBridgeClient } from "../src/index";
import { afterTest, mounted } from "./mounted";
import { Page } from "./components";

const flushed = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Captures the app's client from inside a component. */
function clientOf(): { Probe: ReturnType<typeof defineComponent>; client: () => HostBridgeClient } {
  let client: HostBridgeClient | undefined;
  const Probe = defineComponent({
    setup() {
      client = useHostBridge();
      return () => h("span");
    },
  });
  return { Probe, client: () => client! };
}

describe("a component using the composables, against the mock host", () => {
  it("shows the environment, the pushed start data and an event, and keeps the env current", async () => {
    const { wrapper, host } = mounted(Page);
    expect(wrapper.get('[data-view="env"]').text()).toBe("Loading");
    await vi.waitFor(() => expect(wrapper.get('[data-view="env"]').text()).toMatch(/ in WEB$/));
    host.push("ui_app_set_data");
    host.emit("canvas_opened", { body: { canvas_id: "c-42" } });
    await vi.waitFor(() => expect(wrapper.get('[data-view="pushed"]').text()).toMatch(/^Canvas: /));
    await vi.waitFor(() => expect(wrapper.get('[data-view="event"]').text()).toBe("opened c-42"));
    host.updateEnv({ svc: { user: { name: "Ada Lovelace" } } });
    await vi.waitFor(() =>
      expect(wrapper.get('[data-view="env"]').text()).toBe("Ada Lovelace in WEB"),
    );
  });

  it("gives a picker pending, data and error states", async () => {
    const { wrapper, host } = mounted(Page);
    await wrapper.get('[data-action="pick"]').trigger("click");
    expect(wrapper.get('[data-view="picked"]').text()).toBe("Picking");
    expect(wrapper.get('[data-action="pick"]').attributes("disabled")).toBeDefined();
    await host.waitForRequest("ui_select_content");
    host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "f1", name: "Deck.pptx" }],
    });
    await vi.waitFor(() =>
      expect(wrapper.get('[data-view="picked"]').text()).toBe("Picked: Deck.pptx"),
    );
    await wrapper.get('[data-action="pick"]').trigger("click");
    await host.waitForRequest("ui_select_content");
    host.fail("ui_select_content", { code: "NO_ACCESS", message: "not allowed" });
    await vi.waitFor(() => expect(wrapper.get('[data-view="picked"]').text()).toMatch(/^Failed: /));
  });

  it("replays start data pushed before the component that reads it was mounted", async () => {
    const mock = createMockHost({ location: "ui", mode: "WEB" });
    afterTest(mock.dispose);
    const show = ref(false);
    const Late = defineComponent({
      setup() {
        const start = useHostMessage("ui_app_set_data");
        return () => h("p", { "data-view": "late" }, start.value?.canvas.id ?? "none");
      },
    });
    const Root = defineComponent({
      setup() {
        useHostBridge(); // the app's client starts with the app
        return () => (show.value ? h(Late) : h("span"));
      },
    });
    const wrapper = mount(Root, {
      global: { plugins: [createHostBridge({ location: "ui", transport: mock.transport })] },
    });
    afterTest(() => wrapper.unmount());
    mock.host.push("ui_app_set_data");
    await flushed();
    show.value = true;
    await nextTick();
    expect(wrapper.get('[data-view="late"]').text()).not.toBe("none");
  });
});

describe("lifecycle", () => {
  it("leaves no listener of a component on the bridge after it unmounts, and none at all after the app unmounts", async () => {
    const mock = createMockHost({ location: "ui", mode: "WEB" });
    afterTest(mock.dispose);
    const { Probe, client } = clientOf();
    const show = ref(true);
    const Root = defineComponent({
      setup: () => () => h("div", [h(Probe), show.value ? h(Page) : null]),
    });
    const wrapper = mount(Root, {
      global: { plugins: [createHostBridge({ location: "ui", transport: mock.transport })] },
    });
    await flushed();
    const bridge = client().bridge;
    // the client's own: the start-data recorder, and the environment record's env_changed listener
    const baseline = 2;
    expect(bridge.listenerCount).toBeGreaterThan(baseline);
    show.value = false;
    await nextTick();
    expect(bridge.listenerCount).toBe(baseline);
    wrapper.unmount();
    expect(bridge.listenerCount).toBe(0);
    expect(bridge.disposed).toBe(true);
  });

  it("aborts a request in flight when the component unmounts, while the app lives on", async () => {
    const mock = createMockHost({ location: "ui", mode: "WEB" });
    afterTest(mock.dispose);
    const { Probe, client } = clientOf();
    const show = ref(true);
    const Root = defineComponent({
      setup: () => () => h("div", [h(Probe), show.value ? h(Page) : null]),
    });
    const wrapper = mount(Root, {
      global: { plugins: [createHostBridge({ location: "ui", transport: mock.transport })] },
    });
    afterTest(() => wrapper.unmount());
    await vi.waitFor(() => expect(wrapper.get('[data-view="env"]').text()).toMatch(/WEB/));
    await wrapper.get('[data-action="pick"]').trigger("click");
    await mock.host.waitForRequest("ui_select_content");
    expect(client().bridge.pendingCount).toBe(1);
    show.value = false;
    await nextTick();
    expect(client().bridge.pendingCount).toBe(0);
    expect(client().bridge.disposed).toBe(false);
  });

  it("aborts with its scope: the run in flight resolves aborted, execute() after the scope ended calls nothing", async () => {
    const scope = effectScope();
    let signal: AbortSignal | undefined;
    const hang = (_payload?: undefined, options?: RequestOptions) =>
      new Promise<never>((_, reject) => {
        signal = options?.signal;
        signal?.addEventListener("abort", () => reject(signal?.reason as Error));
      });
    const request = scope.run(() => useHostRequest(hang))!;
    const running = request.execute();
    expect(request.pending.value).toBe(true);
    scope.stop();
    expect(signal?.aborted).toBe(true);
    await expect(running).resolves.toEqual({ ok: false, aborted: true });
    expect([request.pending.value, request.status.value]).toEqual([false, "aborted"]);
    await expect(request.execute()).resolves.toEqual({ ok: false, aborted: true });
  });

  it("shares one client between components: one unmounting does not stop the other", async () => {
    const mock = createMockHost({ location: "ui", mode: "WEB" });
    afterTest(mock.dispose);
    const showFirst = ref(true);
    const Root = defineComponent({
      setup: () => () =>
        h("div", [showFirst.value ? h(Page, { key: "a" }) : null, h(Page, { key: "b" })]),
    });
    const wrapper = mount(Root, {
      global: { plugins: [createHostBridge({ location: "ui", transport: mock.transport })] },
    });
    afterTest(() => wrapper.unmount());
    await vi.waitFor(() => expect(wrapper.findAll('[data-view="env"]')[1]!.text()).toMatch(/WEB/));
    showFirst.value = false;
    await nextTick();
    expect(wrapper.findAll('[data-view="pushed"]')).toHaveLength(1);
    mock.host.push("ui_app_set_data");
    await vi.waitFor(() => expect(wrapper.get('[data-view="pushed"]').text()).toMatch(/^Canvas: /));
    await wrapper.get('[data-action="pick"]').trigger("click");
    await mock.host.waitForRequest("ui_select_content");
    mock.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "f", name: "Kept" }],
    });
    await vi.waitFor(() => expect(wrapper.get('[data-view="picked"]').text()).toBe("Picked: Kept"));
  });

  it("is not retired by a useUi() with other options elsewhere in the app", async () => {
    const { wrapper, host } = mounted(Page);
    const elsewhere = useUi({
      transport: createMockHost().transport,
      errorLogger: () => undefined,
    });
    afterTest(() => elsewhere.dispose());
    await wrapper.get('[data-action="pick"]').trigger("click");
    await host.waitForRequest("ui_select_content");
    host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "f", name: "Still" }],
    });
    await vi.waitFor(() =>
      expect(wrapper.get('[data-view="picked"]').text()).toBe("Picked: Still"),
    );
  });

  it("throws a typed error that says what to do when the plugin is missing", () => {
    const Bare = defineComponent({
      setup() {
        useHostBridge();
        return () => h("span");
      },
    });
    expect(() => mount(Bare)).toThrow(
      expect.objectContaining({
        code: "NO_PROVIDER",
        message: expect.stringMatching(/app\.use\(createHostBridge/),
      }),
    );
  });
});
