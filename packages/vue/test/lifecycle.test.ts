// @vitest-environment happy-dom
// What the plugin owns for every app: the start-up once, the environment once, every push to a
// handler; with the real Vue 3 and Vue Test Utils against the host simulator.
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import { useUi } from "@hostbridge/sdk";
import { mount } from "@vue/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineComponent, h, nextTick, ref } from "vue";
import {
  createHostBridge,
  useEnvironmentApi,
  useHostEnv,
  useHostMessage,
  useHostRequest,
} from "../src/index";
import type {
  HostBridgeOptions,
  HostRequest,
  UiAppSetDataPayload,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "../src/index";
import { mountWithHost } from "../src/testing";

let mock: MockHost;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  mock = createMockHost({ location: "ui", mode: "WEB" });
  cleanups.push(() => mock.dispose());
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
const flushed = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const sent = (type: string) => mock.host.requests.filter((r) => r.type === type).length;

function mountApp(root: ReturnType<typeof defineComponent>, options: HostBridgeOptions = {}) {
  const wrapper = mount(root, {
    global: {
      plugins: [createHostBridge({ location: "ui", transport: mock.transport, ...options })],
    },
  });
  cleanups.push(() => wrapper.unmount());
  return wrapper;
}

const Empty = defineComponent({ setup: () => () => h("p", "app") });

const Who = defineComponent({
  setup() {
    const { env, loading } = useHostEnv();
    return () => h("p", { class: "who" }, loading.value ? "loading" : `mode ${env.value?.mode}`);
  },
});

describe("the start-up", () => {
  it("says ready when the app mounts, then loaded once the start data came: once per app", async () => {
    const first = mountApp(Empty);
    await flushed();
    expect([sent("ui_embeddable_ready"), sent("ui_app_loaded")]).toEqual([1, 1]);
    const order = mock.host.requests.map((r) => r.type);
    expect(order.indexOf("ui_embeddable_ready")).toBeLessThan(order.indexOf("ui_app_loaded"));
    first.unmount();
    mountApp(Empty); // the same app (its transport) mounted again
    await flushed();
    expect([sent("ui_embeddable_ready"), sent("ui_app_loaded")]).toEqual([1, 1]);
  });

  it('leaves "loaded" to the app with startUp "ready", and everything with "manual"', async () => {
    mountApp(Empty, { startUp: "ready" });
    await flushed();
    expect([sent("ui_embeddable_ready"), sent("ui_app_loaded")]).toEqual([1, 0]);
    const other = createMockHost({ location: "ui", mode: "WEB" });
    cleanups.push(() => other.dispose());
    const wrapper = mount(Empty, {
      global: {
        plugins: [
          createHostBridge({ location: "ui", transport: other.transport, startUp: "manual" }),
        ],
      },
    });
    cleanups.push(() => wrapper.unmount());
    await flushed();
    expect(other.host.requests.map((r) => r.type)).not.toContain("ui_embeddable_ready");
  });
});

describe("the environment", () => {
  it("is asked once for two components, and both follow env_changed", async () => {
    const wrapper = mountApp(defineComponent({ setup: () => () => h("div", [h(Who), h(Who)]) }));
    await vi.waitFor(() =>
      expect(wrapper.findAll(".who").map((p) => p.text())).toEqual(["mode WEB", "mode WEB"]),
    );
    expect(sent("get_env")).toBe(1);
    mock.host.updateEnv({ mode: "IOS" });
    await vi.waitFor(() =>
      expect(wrapper.findAll(".who").map((p) => p.text())).toEqual(["mode IOS", "mode IOS"]),
    );
    expect(sent("get_env")).toBe(1);
  });
});

describe("every push to a handler", () => {
  it("calls the handler once per push: 100 pushes in one task are 100 calls", async () => {
    let calls = 0;
    mountApp(
      defineComponent({
        setup() {
          useHostMessage("ui_canvas_updated", () => calls++);
          return () => h("p");
        },
      }),
    );
    await flushed();
    for (let i = 0; i < 100; i++) mock.host.push("ui_canvas_updated");
    await flushed();
    expect(calls).toBe(100);
  });

  it("delivers the start data that came before to a later handler, once", async () => {
    const got: UiAppSetDataPayload[] = [];
    const show = ref(false);
    const Later = defineComponent({
      setup() {
        useHostMessage("ui_app_set_data", (data) => got.push(data));
        return () => h("p", "later");
      },
    });
    mountApp(defineComponent({ setup: () => () => (show.value ? h(Later) : h("span")) }));
    await flushed(); // ready answered, start data pushed
    show.value = true;
    await nextTick();
    await flushed();
    expect(got).toHaveLength(1);
    expect(got[0]?.canvas).toBeDefined();
  });
});

describe("requests and the testing helper", () => {
  it("abort() stops waiting without an error (the host is not told)", async () => {
    let request:
      HostRequest<UiSelectContentRequest | undefined, UiSelectContentResponse> | undefined;
    const { client, unmount } = mountWithHost(
      defineComponent({
        setup() {
          const ui = useEnvironmentApi(useUi);
          request = useHostRequest(ui.selectContent);
          return () => h("p");
        },
      }),
    );
    cleanups.push(unmount);
    const running = request!.execute();
    await flushed();
    expect(client.bridge.pendingCount).toBe(1);
    request!.abort();
    await expect(running).resolves.toEqual({ ok: false, aborted: true });
    expect([request!.status.value, request!.pending.value, request!.error.value]).toEqual([
      "aborted",
      false,
      undefined,
    ]);
    expect(client.bridge.pendingCount).toBe(0);
  });

  it("releases the environment API instance when the app unmounts", async () => {
    let ui: ReturnType<typeof useUi> | undefined;
    const wrapper = mountApp(
      defineComponent({
        setup() {
          ui = useEnvironmentApi(useUi);
          return () => h("p");
        },
      }),
    );
    await flushed();
    wrapper.unmount();
    await expect(ui?.selectContent({})).rejects.toMatchObject({ code: "TRANSPORT_CLOSED" });
  });
});
