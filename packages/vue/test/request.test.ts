// @vitest-environment happy-dom
// useHostRequest(method): the method of an environment API as it is, a request as refs (a template
// reads `pick.pending` through `reactive()`), whose execute() tells success, failure and abort
// apart, aborted on a new run and when its scope ends. Real Vue 3 (templates compiled at run time)
// and Vue Test Utils against the host simulator.
import { createMockHost } from "@hostbridge/host-simulator";
import { useUi } from "@hostbridge/sdk";
import type { RequestOptions } from "@hostbridge/transport";
import { mount } from "@vue/test-utils";
import { describe, expect, it, vi } from "vitest";
import { defineComponent, effectScope, isReactive, isRef, reactive, watch } from "vue";
import {
  createHostBridge,
  HostBridgeError,
  isHostBridgeError,
  useEnvironmentApi,
  useHostLocation,
  useHostRequest,
} from "../src/index";
import { mountWithHost } from "../src/testing";
import { afterTest, mounted } from "./mounted";

/** A picker whose template reads the request's fields as an app's template does. */
const Picker = defineComponent({
  setup() {
    const ui = useEnvironmentApi(useUi);
    const pick = reactive(useHostRequest(ui.selectContent));
    const open = reactive(useHostRequest(ui.open));
    async function pickAndOpen() {
      const picked = await pick.execute({ max_selections: 1 });
      const file = picked.ok ? picked.data.content?.[0] : undefined;
      if (file) await open.execute({ fileId: file.id });
    }
    return { pick, open, pickAndOpen };
  },
  template: `
    <button data-action="pick" :disabled="pick.pending" @click="pickAndOpen">Pick</button>
    <p data-view="state">{{ pick.pending ? "picking" : "idle" }}</p>
    <p data-view="picked">{{ pick.data?.content?.[0]?.name }}</p>
    <p data-view="opening">{{ open.pending ? "opening" : "" }}</p>
    <p data-view="error">{{ (pick.error ?? open.error)?.message }}</p>
  `,
});

/** A method that waits until the test settles it, recording the signal each call got. */
function controlled<R>() {
  const calls: { payload: unknown; signal: AbortSignal | undefined; settle(value: R): void }[] = [];
  const method = (payload?: { n: number }, options?: RequestOptions) =>
    new Promise<R>((resolve, reject) => {
      const signal = options?.signal;
      signal?.addEventListener("abort", () => reject(signal.reason as Error));
      calls.push({ payload, signal, settle: resolve });
    });
  return { calls, method };
}

describe("useHostRequest(method)", () => {
  it("renders pending, the picked file's name and the opened file from a template (no .value)", async () => {
    const { wrapper, host } = mounted(Picker);
    expect(wrapper.get('[data-view="state"]').text()).toBe("idle");
    await wrapper.get('[data-action="pick"]').trigger("click");
    expect(wrapper.get('[data-view="state"]').text()).toBe("picking");
    expect(wrapper.get('[data-action="pick"]').attributes("disabled")).toBeDefined();
    const picker = await host.waitForRequest("ui_select_content");
    expect(picker.payload).toEqual({ max_selections: 1 });
    host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-7", name: "Deck.pptx" }],
    });
    // the picked file is opened by its id (the host answers an open at once)
    const opened = await host.waitForRequest("ui_open");
    expect(opened.payload).toMatchObject({ fileId: "file-7" });
    await vi.waitFor(() => expect(wrapper.get('[data-view="picked"]').text()).toBe("Deck.pptx"));
    await vi.waitFor(() => expect(wrapper.get('[data-view="opening"]').text()).toBe(""));
    expect(wrapper.get('[data-view="state"]').text()).toBe("idle");
    expect(wrapper.get('[data-view="error"]').text()).toBe("");
  });

  it("shows the host's error message from the template", async () => {
    const { wrapper, host } = mounted(Picker);
    await wrapper.get('[data-action="pick"]').trigger("click");
    await host.waitForRequest("ui_select_content");
    host.fail("ui_select_content", { code: "NO_ACCESS", message: "not allowed" });
    await vi.waitFor(() =>
      expect(wrapper.get('[data-view="error"]').text()).toMatch(/not allowed/),
    );
    expect(wrapper.get('[data-view="state"]').text()).toBe("idle");
  });

  it("passes an AbortSignal and the timeout to the method, with the payload", async () => {
    const seen: { payload: unknown; options: RequestOptions | undefined }[] = [];
    const method = (payload?: { n: number }, options?: RequestOptions) => {
      seen.push({ payload, options });
      return Promise.resolve("ok");
    };
    const request = effectScope().run(() => useHostRequest(method, { timeout: 1234 }))!;
    await expect(request.execute({ n: 1 })).resolves.toEqual({ ok: true, data: "ok" });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.payload).toEqual({ n: 1 });
    expect(seen[0]?.options?.signal).toBeInstanceOf(AbortSignal);
    expect(seen[0]?.options?.timeout).toBe(1234);
    expect([request.status.value, request.data.value]).toEqual(["success", "ok"]);
  });

  it("a new run aborts the one in flight: the latest answer wins, the first is dropped", async () => {
    const { calls, method } = controlled<string>();
    const request = effectScope().run(() => useHostRequest(method))!;
    const first = request.execute({ n: 1 });
    const second = request.execute({ n: 2 });
    expect(calls.map((call) => call.signal?.aborted)).toEqual([true, false]);
    await expect(first).resolves.toEqual({ ok: false, aborted: true });
    expect([request.status.value, request.pending.value]).toEqual(["pending", true]);
    calls[1]?.settle("second");
    await expect(second).resolves.toEqual({ ok: true, data: "second" });
    expect([request.data.value, request.error.value, request.pending.value]).toEqual([
      "second",
      undefined,
      false,
    ]);
  });

  it("aborts the run in flight when the component unmounts (the signal the method got)", async () => {
    const { calls, method } = controlled<string>();
    let request: ReturnType<typeof useHostRequest<{ n: number } | undefined, string>> | undefined;
    let running: Promise<unknown> | undefined;
    const { unmount } = mountWithHost(
      defineComponent({
        setup() {
          request = useHostRequest(method);
          running = request.execute({ n: 1 });
          return () => null;
        },
      }),
    );
    expect(calls[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
    await expect(running).resolves.toEqual({ ok: false, aborted: true });
    expect(request?.status.value).toBe("aborted");
    // a run started after the scope ended never reaches the method
    await expect(request?.execute({ n: 2 })).resolves.toEqual({ ok: false, aborted: true });
    expect(calls).toHaveLength(1);
  });

  it("is refs: destructured they stay reactive, and a watcher sees every status in order", async () => {
    const { calls, method } = controlled<string>();
    const scope = effectScope();
    const seen: string[] = [];
    const { status, pending, data, execute, abort } = scope.run(() => {
      const request = useHostRequest(method);
      watch(request.status, (now) => seen.push(now), { flush: "sync" });
      return request;
    })!;
    afterTest(() => scope.stop());
    expect([isRef(status), isRef(pending), isRef(data), status.value]).toEqual([
      true,
      true,
      true,
      "idle",
    ]);
    const running = execute({ n: 1 });
    expect(pending.value).toBe(true);
    calls[0]?.settle("done");
    await running;
    expect([pending.value, data.value]).toEqual([false, "done"]);
    const again = execute({ n: 2 });
    abort();
    await expect(again).resolves.toEqual({ ok: false, aborted: true });
    // an abort is not an error: the answer of the run before stays
    expect([status.value, data.value]).toEqual(["aborted", "done"]);
    expect(seen).toEqual(["pending", "success", "pending", "aborted"]);
  });

  it("tells success, failure and abort apart in what execute() resolves", async () => {
    const failure = new HostBridgeError("REQUEST_TIMEOUT", "the host did not answer");
    const { calls, method } = controlled<string>();
    const scope = effectScope();
    afterTest(() => scope.stop());
    const request = scope.run(() => useHostRequest(method))!;
    const ok = request.execute({ n: 1 });
    calls[0]?.settle("yes");
    await ok;
    const failing = effectScope().run(() => useHostRequest(() => Promise.reject(failure)))!;
    const aborted = request.execute({ n: 2 });
    request.abort();
    expect([await ok, await failing.execute(), await aborted]).toEqual([
      { ok: true, data: "yes" },
      { ok: false, aborted: false, error: failure },
      { ok: false, aborted: true },
    ]);
    expect([failing.status.value, failing.error.value]).toEqual(["error", failure]);
  });

  it("keeps the answer as it came (shallow: not made deeply reactive)", async () => {
    const answer = { content: [{ id: "f" }] };
    const request = effectScope().run(() => useHostRequest(() => Promise.resolve(answer)))!;
    await request.execute();
    expect(request.data.value).toBe(answer);
    expect(isReactive(request.data.value)).toBe(false);
  });

  it("holds the error the method rejected with, as it is, until the next run", async () => {
    const failure = new HostBridgeError("REQUEST_TIMEOUT", "the host did not answer");
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(failure) : Promise.resolve("ok"));
    const request = effectScope().run(() => useHostRequest(flaky))!;
    await expect(request.execute()).resolves.toEqual({ ok: false, aborted: false, error: failure });
    expect(request.error.value).toBe(failure);
    expect(isHostBridgeError(request.error.value) && request.error.value.code).toBe(
      "REQUEST_TIMEOUT",
    );
    const again = request.execute();
    expect(request.error.value).toBeUndefined();
    await expect(again).resolves.toEqual({ ok: true, data: "ok" });
    expect([request.data.value, request.error.value]).toEqual(["ok", undefined]);
  });
});

describe("useHostLocation()", () => {
  it("is the plugin's location", () => {
    let location: string | undefined;
    mounted(
      defineComponent({
        setup() {
          location = useHostLocation();
          return () => null;
        },
      }),
      { location: "admin" },
    );
    expect(location).toBe("admin");
  });

  it("is detected from the page when the plugin is given none (the ?jsApiLocation query)", () => {
    const before = window.location.href;
    window.history.replaceState(null, "", "?jsApiLocation=dsr");
    afterTest(() => window.history.replaceState(null, "", before));
    let location: string | undefined;
    const mock = createMockHost({ location: "dsr", mode: "WEB" });
    afterTest(() => mock.dispose());
    const wrapper = mount(
      defineComponent({
        setup() {
          location = useHostLocation();
          return () => null;
        },
      }),
      { global: { plugins: [createHostBridge({ transport: mock.transport })] } },
    );
    afterTest(() => wrapper.unmount());
    expect(location).toBe("dsr");
  });
});
