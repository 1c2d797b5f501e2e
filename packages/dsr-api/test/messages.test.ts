import { useDsr } from "@hostbridge/dsr-api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, fixture, flush } from "../../ui-api/test/helpers/fakeHost";

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("dsr_env_changed", () => {
  it("reaches on() and onEnvChanged() (golden fixture) and stops after unsubscribe", async () => {
    const host = createFakeHost();
    const dsr = useDsr({ transport: host.transport });
    dispose = dsr.dispose;
    const viaOn = vi.fn();
    const viaShortcut = vi.fn();
    const off = dsr.on("dsr_env_changed", viaOn);
    const offShortcut = dsr.onEnvChanged(viaShortcut);
    host.send(fixture("dsr-message"));
    host.send(fixture("admin-message"));
    await flush();
    expect(viaOn).toHaveBeenCalledTimes(1);
    expect(viaOn.mock.calls[0]![0]).toEqual(fixture("dsr-message").body.data);
    expect(viaShortcut).toHaveBeenCalledTimes(1);
    off();
    offShortcut();
    host.send(fixture("dsr-message"));
    await flush();
    expect(viaOn).toHaveBeenCalledTimes(1);
    expect(dsr.bridge.listenerCount).toBe(0);
  });
});

describe("useDsr() instances", () => {
  it("returns the cached instance for equal options and an independent one for different options", () => {
    const host = createFakeHost();
    const first = useDsr({ transport: host.transport, hostOrigin: /^https:\/\/dsr\.example$/ });
    expect(useDsr({ transport: host.transport, hostOrigin: /^https:\/\/dsr\.example$/ })).toBe(
      first,
    );
    const second = useDsr({ transport: host.transport, hostOrigin: /^https:\/\/other\.example$/ });
    dispose = () => {
      second.dispose();
      first.dispose();
      first.dispose();
    };
    expect(second).not.toBe(first);
    expect(first.bridge.disposed).toBe(false);
  });

  it("can be imported and created without a window (SSR)", async () => {
    const dsr = useDsr();
    dispose = dsr.dispose;
    await expect(dsr.getEnv()).rejects.toMatchObject({ code: "NOT_EMBEDDED" });
  });
});
