// @vitest-environment happy-dom
// The hooks against the host simulator, rendered with the real React and Testing Library (React 19
// in the node project, React 18 in the react18 project: vitest.config.ts).
import { createElement as h, StrictMode, useState } from "react";
import type { ReactNode } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import { createBridge } from "@hostbridge/transport";
import type { Bridge } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HostBridgeError,
  HostBridgeProvider,
  useHostEnv,
  useEnvironmentApi,
  useHostBridge,
  useHostEvent,
  useHostLocation,
  useLastHostEvent,
  useHostMessage,
  useHostRequest,
  useEnv,
  useMessage,
  useRequest,
} from "@hostbridge/react";
import type { HostRequest, RequestResult, RequestStatus } from "@hostbridge/react";
import type { UiSelectContentRequest, UiSelectContentResponse } from "@hostbridge/protocol-types";

let mock: MockHost;
let bridge: Bridge;
/** A field of the host's open-ended records, as text. */
const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

beforeEach(() => {
  mock = createMockHost({ location: "ui", mode: "WEB" });
  bridge = createBridge({ transport: mock.transport });
});
afterEach(() => {
  bridge.dispose();
  mock.dispose();
});

const withHost = (children: ReactNode, strict = true) => {
  const tree = h(HostBridgeProvider, { bridge, children });
  return strict ? h(StrictMode, null, tree) : tree;
};

function Env() {
  const { env, loading, error } = useHostEnv();
  if (loading) return h("p", null, "loading");
  if (error) return h("p", null, `error: ${(error as Error).message}`);
  return h(
    "p",
    null,
    `${text(env?.svc?.user?.name)} in ${env?.mode} (${text(env?.device_locale)})`,
  );
}

function Pushed() {
  const data = useHostMessage("ui_app_set_data");
  return h("p", null, data ? `Canvas: ${text(data.canvas.name)}` : "nothing pushed");
}

describe("useHostEnv", () => {
  it("shows the record, then follows env_changed", async () => {
    const view = render(withHost(h(Env)));
    expect(screen.getByText("loading")).toBeTruthy();
    await screen.findByText(/ in WEB \(/);
    act(() => void mock.host.updateEnv({ device_locale: "fr-FR" }));
    await screen.findByText(/\(fr-FR\)$/);
    view.unmount();
  });

  it("shows the host's error and stops loading", async () => {
    mock.dispose();
    mock = createMockHost({
      location: "ui",
      handlers: {
        get_env: () => {
          throw Object.assign(new Error("no env today"), { code: "ENV_DOWN" });
        },
      },
    });
    bridge = createBridge({ transport: mock.transport });
    const view = render(withHost(h(Env)));
    await screen.findByText(/^error: .*no env today/);
    view.unmount();
  });
});

describe("useHostMessage", () => {
  it("shows the last pushed payload", async () => {
    const view = render(withHost(h(Pushed)));
    expect(screen.getByText("nothing pushed")).toBeTruthy();
    act(() => void mock.host.push("ui_app_set_data"));
    await screen.findByText(/^Canvas: /);
    view.unmount();
  });

  it("replays ui_app_set_data to a component mounted after it arrived", async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return shown
        ? h(Pushed)
        : h("button", { type: "button", onClick: () => setShown(true) }, "show");
    }
    const view = render(withHost(h(Later)));
    act(() => void mock.host.push("ui_app_set_data"));
    await tick();
    fireEvent.click(screen.getByText("show"));
    expect(screen.getByText(/^Canvas: /)).toBeTruthy();
    view.unmount();
  });
});

describe("useHostEvent", () => {
  it("calls the latest handler without subscribing again", async () => {
    const seen: string[] = [];
    function Listener({ tag }: { tag: string }) {
      useHostEvent("canvas_opened", (body) => seen.push(`${tag}:${body.body.canvas_id}`));
      return null;
    }
    const view = render(withHost(h(Listener, { tag: "first" })));
    await tick();
    const listeners = bridge.listenerCount;
    view.rerender(withHost(h(Listener, { tag: "second" })));
    expect(bridge.listenerCount).toBe(listeners);
    act(() => void mock.host.emit("canvas_opened", { body: { canvas_id: "c-9" } }));
    await waitFor(() => expect(seen).toEqual(["second:c-9"]));
    view.unmount();
  });

  it("useLastHostEvent keeps the last body as state", async () => {
    function Last() {
      const body = useLastHostEvent("canvas_opened");
      return h("p", null, body ? `opened ${body.body.canvas_id}` : "none");
    }
    const view = render(withHost(h(Last)));
    await tick();
    act(() => void mock.host.emit("canvas_opened", { body: { canvas_id: "c-1" } }));
    await screen.findByText("opened c-1");
    view.unmount();
  });
});

function Picker() {
  const ui = useEnvironmentApi(useUi);
  const pick = useHostRequest(ui.selectContent);
  return h(
    "div",
    null,
    h(
      "button",
      { type: "button", onClick: () => void pick.execute({ content_type: "file" }) },
      "pick",
    ),
    h(
      "p",
      null,
      pick.pending
        ? "picking"
        : pick.error
          ? `failed: ${pick.error.message}`
          : pick.data?.user_action === "selected"
            ? `picked ${text(pick.data.content?.[0]?.name)}`
            : "idle",
    ),
  );
}

describe("useHostRequest", () => {
  it("is pending while the person picks, then holds the answer", async () => {
    const view = render(withHost(h(Picker)));
    fireEvent.click(screen.getByText("pick"));
    expect(screen.getByText("picking")).toBeTruthy();
    await mock.host.waitForRequest("ui_select_content");
    act(() => {
      mock.host.answer("ui_select_content", {
        user_action: "selected",
        content: [{ id: "f-1", name: "Deck.pptx" }],
      });
    });
    await screen.findByText("picked Deck.pptx");
    view.unmount();
  });

  it("holds the host's error", async () => {
    const view = render(withHost(h(Picker)));
    fireEvent.click(screen.getByText("pick"));
    await mock.host.waitForRequest("ui_select_content");
    act(() => void mock.host.fail("ui_select_content", { message: "picker broke" }));
    await screen.findByText(/^failed: .*picker broke/);
    view.unmount();
  });

  it("aborts the request in flight when the component unmounts", async () => {
    const view = render(withHost(h(Picker)));
    fireEvent.click(screen.getByText("pick"));
    await mock.host.waitForRequest("ui_select_content");
    expect(bridge.pendingCount).toBe(1);
    view.unmount();
    expect(bridge.pendingCount).toBe(0);
  });

  it("holds the error the method rejected with, as it is (its code and message)", async () => {
    const failure = new HostBridgeError("REQUEST_TIMEOUT", "the host did not answer");
    const late = () => Promise.reject(failure);
    let seen: Error | undefined;
    function Late() {
      const request = useHostRequest(late);
      seen = request.error;
      return h(
        "button",
        { type: "button", onClick: () => void request.execute() },
        request.error ? request.error.message : "send",
      );
    }
    const view = render(withHost(h(Late)));
    fireEvent.click(screen.getByText("send"));
    await screen.findByText("the host did not answer");
    expect(seen).toBe(failure);
    view.unmount();
  });

  it("execute() tells success, failure and abort apart; status walks idle, pending, success, error, aborted", async () => {
    type Pick = HostRequest<UiSelectContentRequest | undefined, UiSelectContentResponse>;
    let pick: Pick | undefined;
    const statuses: RequestStatus[] = [];
    function Probe() {
      pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
      if (statuses.at(-1) !== pick.status) statuses.push(pick.status);
      return h("p", null, pick.status);
    }
    const view = render(withHost(h(Probe)));
    const results: RequestResult<UiSelectContentResponse>[] = [];
    const run = async (settle: () => void) => {
      let running: Promise<RequestResult<UiSelectContentResponse>> | undefined;
      act(() => void (running = pick?.execute({ content_type: "file" })));
      await mock.host.waitForRequest("ui_select_content");
      await screen.findByText("pending");
      act(settle);
      results.push(await running!);
    };
    const answer = { user_action: "selected" as const, content: [{ id: "f-1", name: "Deck" }] };
    await run(() => void mock.host.answer("ui_select_content", answer));
    await screen.findByText("success");
    await run(() => void mock.host.fail("ui_select_content", { message: "picker broke" }));
    await screen.findByText("error");
    await run(() => pick?.abort());
    await screen.findByText("aborted");
    expect(results[0]).toEqual({ ok: true, data: answer });
    expect(results[1]).toMatchObject({ ok: false, aborted: false, error: { code: "HOST_ERROR" } });
    expect(results[2]).toEqual({ ok: false, aborted: true });
    expect(statuses).toEqual([
      "idle",
      "pending",
      "success",
      "pending",
      "error",
      "pending",
      "aborted",
    ]);
    // an abort is not an error, and the last answer stays
    expect([pick?.error, pick?.data]).toEqual([undefined, answer]);
    view.unmount();
  });

  it("lets the latest run win: a new execute() aborts the one in flight", async () => {
    let pick: HostRequest<UiSelectContentRequest | undefined, UiSelectContentResponse> | undefined;
    function Probe() {
      pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
      return h("p", null, pick.status);
    }
    const view = render(withHost(h(Probe)));
    let first: Promise<unknown> | undefined;
    let second: Promise<unknown> | undefined;
    act(() => void (first = pick?.execute({ max_selections: 1 })));
    act(() => void (second = pick?.execute({ max_selections: 2 })));
    await expect(first).resolves.toEqual({ ok: false, aborted: true });
    await vi.waitFor(() =>
      expect(
        mock.host.requests
          .filter((request) => request.type === "ui_select_content")
          .map((request) => request.payload),
      ).toEqual([{ max_selections: 1 }, { max_selections: 2 }]),
    );
    // the host was not told of the abort: its answer to the first run is dropped
    const [old, latest] = mock.host.pending("ui_select_content");
    act(() => void mock.host.answer(old!.id, { user_action: "cancelled" }));
    await tick();
    expect(pick?.status).toBe("pending");
    const answer = { user_action: "selected" as const, content: [{ id: "f-2" }] };
    act(() => void mock.host.answer(latest!.id, answer));
    await expect(second).resolves.toEqual({ ok: true, data: answer });
    await screen.findByText("success");
    view.unmount();
  });

  it("resolves aborted when the component unmounts with the request in flight (StrictMode)", async () => {
    let running: Promise<unknown> | undefined;
    function Probe() {
      const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
      return h("button", { onClick: () => void (running = pick.execute({})) }, "pick");
    }
    const view = render(withHost(h(Probe)));
    fireEvent.click(screen.getByText("pick"));
    await mock.host.waitForRequest("ui_select_content");
    view.unmount();
    await expect(running).resolves.toEqual({ ok: false, aborted: true });
    expect(bridge.pendingCount).toBe(0);
  });

  it("gives pickers no timeout of its own", async () => {
    bridge.dispose();
    bridge = createBridge({ transport: mock.transport, timeout: 10 });
    const view = render(withHost(h(Picker)));
    fireEvent.click(screen.getByText("pick"));
    await mock.host.waitForRequest("ui_select_content");
    await tick();
    await tick();
    expect(screen.getByText("picking")).toBeTruthy();
    expect(bridge.pendingCount).toBe(1);
    view.unmount();
  });
});

describe("useHostLocation", () => {
  it('is the provider\'s location, "ui" unless it says otherwise', () => {
    function Where() {
      return h("p", null, `in ${useHostLocation()}`);
    }
    const view = render(withHost(h(Where)));
    expect(screen.getByText("in ui")).toBeTruthy();
    view.unmount();
    const admin = render(h(HostBridgeProvider, { bridge, location: "admin", children: h(Where) }));
    expect(screen.getByText("in admin")).toBeTruthy();
    admin.unmount();
  });
});

describe("lifecycle", () => {
  function Everything() {
    useHostEnv();
    useHostMessage("ui_canvas_updated");
    useHostEvent("canvas_opened", () => {});
    useLastHostEvent("canvas_closed");
    return h("p", null, "mounted");
  }

  it("holds exactly one host subscription per hook under StrictMode's double mount", async () => {
    const baseline = render(withHost(null));
    await tick();
    const providerOnly = bridge.listenerCount; // the provider's recorder of ui_app_set_data
    baseline.unmount();
    await tick();
    const view = render(withHost(h(Everything)));
    await tick();
    expect(bridge.listenerCount).toBe(providerOnly + 4);
    view.unmount();
    await tick();
    expect(bridge.listenerCount).toBe(0);
  });

  it("removes every listener when a component unmounts inside a living provider", async () => {
    function Toggle() {
      const [on, setOn] = useState(true);
      return h(
        "div",
        null,
        h("button", { type: "button", onClick: () => setOn(false) }, "hide"),
        on ? h(Everything) : null,
      );
    }
    const view = render(withHost(h(Toggle)));
    await tick();
    const withHooks = bridge.listenerCount;
    fireEvent.click(screen.getByText("hide"));
    // (the environment record is the provider's: it keeps following env_changed for the next component)
    expect(bridge.listenerCount).toBe(withHooks - 3);
    view.unmount();
  });

  it("keeps the bridge it owns through StrictMode and disposes it when the provider unmounts", async () => {
    const owned: Bridge[] = [];
    function Grab() {
      owned.push(useHostBridge());
      return h(Pushed);
    }
    const view = render(
      h(
        StrictMode,
        null,
        h(HostBridgeProvider, { options: { transport: mock.transport }, children: h(Grab) }),
      ),
    );
    await tick();
    const used = owned.at(-1)!;
    expect(used.disposed).toBe(false);
    act(() => void mock.host.push("ui_app_set_data"));
    await screen.findByText(/^Canvas: /);
    view.unmount();
    await tick();
    expect(used.disposed).toBe(true);
    expect(used.listenerCount).toBe(0);
  });

  it("says what to do when a hook is used outside the provider", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(h(Pushed))).toThrow(
      expect.objectContaining({
        code: "NO_PROVIDER",
        message: expect.stringMatching(/outside <HostBridgeProvider>/),
      }),
    );
    error.mockRestore();
  });
});

describe("the deprecated names", () => {
  it("are the same hooks, and useRequest's execute() still resolves the answer or undefined", async () => {
    expect(useEnv).toBe(useHostEnv);
    expect(useMessage).toBe(useHostMessage);
    let pick: ReturnType<typeof useRequest<object | undefined, string>> | undefined;
    let calls = 0;
    const method = () => (++calls === 1 ? Promise.resolve("yes") : Promise.reject(new Error("no")));
    function Probe() {
      pick = useRequest(method);
      return h("p", null, pick.error ? pick.error.message : String(pick.data));
    }
    const view = render(withHost(h(Probe)));
    let answer: unknown;
    await act(async () => void (answer = await pick?.execute()));
    expect(answer).toBe("yes");
    await act(async () => void (answer = await pick?.execute()));
    expect(answer).toBeUndefined();
    await screen.findByText("no");
    view.unmount();
  });
});
