// @vitest-environment happy-dom
// What the provider owns for every app: the start-up once, the environment once, every push to a
// handler, one meaning of abort; rendered with the real React and Testing Library under StrictMode
// (React 19 in the node project, React 18 in the react18 project: vitest.config.ts).
import { createElement as h, StrictMode, useState } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import { createBridge } from "@hostbridge/transport";
import type { Bridge } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  HostBridgeProvider,
  useHostEnv,
  useEnvironmentApi,
  useHostMessage,
  useHostMessageHandler,
  useHostRequest,
} from "@hostbridge/react";
import type { HostBridgeProviderProps, UiAppSetDataPayload } from "@hostbridge/react";
import { renderWithHost } from "@hostbridge/react/testing";

let mock: MockHost;
let bridge: Bridge;
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));
const sent = (type: string) => mock.host.requests.filter((r) => r.type === type).length;

beforeEach(() => {
  mock = createMockHost({ location: "ui", mode: "WEB" });
  bridge = createBridge({ transport: mock.transport });
});
afterEach(() => {
  bridge.dispose();
  mock.dispose();
});

const app = (children: unknown, props: Partial<HostBridgeProviderProps> = {}) =>
  h(StrictMode, null, h(HostBridgeProvider, { bridge, ...props, children: children as never }));

function Who() {
  const { env, loading } = useHostEnv();
  return h("p", null, loading ? "loading" : `mode ${env?.mode}`);
}

describe("the start-up", () => {
  it("says ready, then loaded once the start data came: once under StrictMode and across remounts", async () => {
    const view = render(app(h("p", null, "app")));
    await tick();
    expect(sent("ui_embeddable_ready")).toBe(1);
    expect(sent("ui_app_loaded")).toBe(1);
    const ready = mock.host.requests.findIndex((r) => r.type === "ui_embeddable_ready");
    const loaded = mock.host.requests.findIndex((r) => r.type === "ui_app_loaded");
    expect(ready).toBeLessThan(loaded);
    view.unmount();
    await tick();
    const again = render(app(h("p", null, "app")));
    await tick();
    expect(sent("ui_embeddable_ready")).toBe(1);
    expect(sent("ui_app_loaded")).toBe(1);
    again.unmount();
  });

  it("waits for the start data before saying loaded", async () => {
    mock.dispose();
    mock = createMockHost({ location: "ui", mode: "WEB", appSetDataOnReady: false });
    bridge.dispose();
    bridge = createBridge({ transport: mock.transport });
    const view = render(app(h("p", null, "app")));
    await tick();
    expect(sent("ui_embeddable_ready")).toBe(1);
    expect(sent("ui_app_loaded")).toBe(0);
    act(() => void mock.host.push("ui_app_set_data"));
    await tick();
    expect(sent("ui_app_loaded")).toBe(1);
    view.unmount();
  });

  it('leaves "loaded" to the app with startUp "ready", and everything with "manual"', async () => {
    const ready = render(app(h("p", null, "app"), { startUp: "ready" }));
    await tick();
    expect([sent("ui_embeddable_ready"), sent("ui_app_loaded")]).toEqual([1, 0]);
    ready.unmount();
    bridge = createBridge({ transport: mock.transport });
    const manual = render(app(h("p", null, "app"), { startUp: "manual" }));
    await tick();
    expect([sent("ui_embeddable_ready"), sent("ui_app_loaded")]).toEqual([1, 0]);
    manual.unmount();
  });

  it("sends nothing outside ui", async () => {
    const view = render(app(h("p", null, "admin app"), { location: "admin" }));
    await tick();
    expect(sent("ui_embeddable_ready")).toBe(0);
    view.unmount();
  });
});

describe("the environment", () => {
  it("is asked once for two components under StrictMode, and both follow env_changed", async () => {
    const view = render(app([h(Who, { key: 1 }), h(Who, { key: 2 })]));
    await screen.findAllByText("mode WEB");
    expect(sent("get_env")).toBe(1);
    act(() => void mock.host.updateEnv({ mode: "IOS" }));
    await tick();
    expect(screen.getAllByText("mode IOS")).toHaveLength(2);
    expect(sent("get_env")).toBe(1);
    view.unmount();
  });

  it("shares loading and the error", async () => {
    mock.dispose();
    mock = createMockHost({
      location: "ui",
      mode: "WEB",
      handlers: {
        get_env: () => {
          throw new Error("env broke");
        },
      },
    });
    bridge.dispose();
    bridge = createBridge({ transport: mock.transport });
    function Failed() {
      const { error, loading } = useHostEnv();
      return h("p", null, loading ? "loading" : `failed: ${(error as Error).message}`);
    }
    const view = render(app([h(Failed, { key: 1 }), h(Failed, { key: 2 })]));
    expect(screen.getAllByText("loading")).toHaveLength(2);
    expect((await screen.findAllByText(/^failed: .*env broke/)).length).toBe(2);
    view.unmount();
  });
});

describe("every push to a handler", () => {
  it("calls the handler once per push: 100 pushes in one task are 100 calls", async () => {
    const seen: number[] = [];
    function Counter() {
      useHostMessageHandler("ui_canvas_updated", () => seen.push(seen.length));
      return null;
    }
    const view = render(app(h(Counter)));
    await tick();
    act(() => {
      for (let i = 0; i < 100; i++) mock.host.push("ui_canvas_updated");
    });
    await tick();
    expect(seen).toHaveLength(100);
    view.unmount();
  });

  it("delivers the start data that came before to a later handler, once", async () => {
    const got: UiAppSetDataPayload[] = [];
    function Later() {
      useHostMessageHandler("ui_app_set_data", (data) => got.push(data));
      return null;
    }
    function Toggle() {
      const [shown, setShown] = useState(false);
      return shown ? h(Later) : h("button", { onClick: () => setShown(true) }, "show");
    }
    const view = render(app(h(Toggle)));
    await tick(); // ready answered, start data pushed
    expect(got).toHaveLength(0);
    fireEvent.click(screen.getByText("show"));
    await tick();
    expect(got).toHaveLength(1);
    expect(got[0]?.canvas).toBeDefined();
    view.unmount();
  });

  it("keeps the latest handler without subscribing again", async () => {
    const seen: string[] = [];
    function Listener({ tag }: { tag: string }) {
      useHostMessageHandler("ui_canvas_updated", () => seen.push(tag));
      return null;
    }
    const view = render(app(h(Listener, { tag: "first" })));
    await tick();
    const listeners = bridge.listenerCount;
    view.rerender(app(h(Listener, { tag: "second" })));
    expect(bridge.listenerCount).toBe(listeners);
    act(() => void mock.host.push("ui_canvas_updated"));
    await tick();
    expect(seen).toEqual(["second"]);
    view.unmount();
  });
});

describe("requests and instances", () => {
  function Picker() {
    const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
    return h(
      "div",
      null,
      h("button", { onClick: () => void pick.execute({}) }, "pick"),
      h("button", { onClick: () => pick.abort() }, "stop"),
      h("p", null, pick.pending ? "picking" : pick.error ? "failed" : "idle"),
    );
  }

  it("abort() stops waiting without an error (the host is not told)", async () => {
    const view = render(app(h(Picker)));
    fireEvent.click(screen.getByText("pick"));
    await mock.host.waitForRequest("ui_select_content");
    expect(screen.getByText("picking")).toBeTruthy();
    fireEvent.click(screen.getByText("stop"));
    await tick();
    expect(screen.getByText("idle")).toBeTruthy();
    expect(bridge.pendingCount).toBe(0);
    view.unmount();
  });

  it("releases the environment API instance when the provider unmounts", async () => {
    let ui: ReturnType<typeof useUi> | undefined;
    function Grab() {
      ui = useEnvironmentApi(useUi);
      return null;
    }
    const view = render(app(h(Grab)));
    await tick();
    view.unmount();
    await tick();
    await expect(ui!.selectContent({})).rejects.toMatchObject({ code: "TRANSPORT_CLOSED" });
  });
});

describe("renderWithHost", () => {
  it("keeps the provider, its client and the host across rerender", async () => {
    function Title({ text }: { text: string }) {
      const data = useHostMessage("ui_app_set_data");
      return h("p", null, `${text}: ${data ? "started" : "waiting"}`);
    }
    const view = renderWithHost(h(Title, { text: "one" }));
    await screen.findByText("one: started");
    view.rerender(h(Title, { text: "two" }));
    await screen.findByText("two: started");
    expect(view.mock.host.requests.filter((r) => r.type === "ui_embeddable_ready")).toHaveLength(1);
    expect(view.bridge.disposed).toBe(false);
    view.unmount();
  });
});
