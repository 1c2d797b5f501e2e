import { useAdmin } from "@hostbridge/admin-api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeHost, fixture, flush } from "../../ui-api/test/helpers/fakeHost";

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("admin_env_changed", () => {
  it("reaches on() and onEnvChanged() (golden fixture) and stops after unsubscribe", async () => {
    const host = createFakeHost();
    const admin = useAdmin({ transport: host.transport });
    dispose = admin.dispose;
    const viaOn = vi.fn();
    const viaShortcut = vi.fn();
    const off = admin.on("admin_env_changed", viaOn);
    const offShortcut = admin.onEnvChanged(viaShortcut);
    const message = fixture("admin-message");
    host.send(message);
    await flush();
    expect(viaOn).toHaveBeenCalledTimes(1);
    expect(viaOn.mock.calls[0]![0]).toEqual(message.body.data);
    expect(viaShortcut.mock.calls[0]![0]).toEqual(message.body.data);
    off();
    offShortcut();
    host.send(fixture("admin-message"));
    await flush();
    expect(viaOn).toHaveBeenCalledTimes(1);
    expect(viaShortcut).toHaveBeenCalledTimes(1);
    expect(admin.bridge.listenerCount).toBe(0);
  });

  it("ignores DSR and UI messages", async () => {
    const host = createFakeHost();
    const admin = useAdmin({ transport: host.transport });
    dispose = admin.dispose;
    const handler = vi.fn();
    admin.onEnvChanged(handler);
    host.send(fixture("dsr-message"));
    host.send(fixture("ui-message"));
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });

  it("camel-cases the env with casing: camel, keeping token_claims opaque", async () => {
    const host = createFakeHost();
    const admin = useAdmin({ transport: host.transport, casing: "camel" });
    dispose = admin.dispose;
    const handler = vi.fn();
    admin.onEnvChanged(handler);
    const message = fixture("admin-message");
    message.body.data.svc.token_claims = { custom_claim: 1 };
    host.send(message);
    await flush();
    const env = handler.mock.calls[0]![0];
    expect(env.clientType).toBe("admin");
    expect(env.svc.accessToken).toBe("fake-access-token-admin-0001");
    expect(env.svc.tokenClaims).toEqual({ custom_claim: 1 });
  });
});

describe("useAdmin() instances", () => {
  it("caches by options; other options get an independent instance that leaves the first working", async () => {
    const host = createFakeHost();
    const first = useAdmin({ transport: host.transport });
    expect(useAdmin({ transport: host.transport })).toBe(first);
    const changed = vi.fn();
    first.onEnvChanged(changed);
    const second = useAdmin({ transport: host.transport, timeout: 1_000 });
    expect(second).not.toBe(first);
    const inFlight = first.getEnv();
    const envelope = await host.next();
    host.reply(envelope, { mode: "WEB" });
    await expect(inFlight).resolves.toEqual({ mode: "WEB" });
    expect(first.bridge.listenerCount).toBe(1);
    // two callers got `first`: it ends when both released it
    first.dispose();
    expect(first.bridge.disposed).toBe(false);
    first.dispose();
    expect(first.bridge.disposed).toBe(true);
    await expect(first.getAppConfig()).rejects.toMatchObject({ code: "TRANSPORT_CLOSED" });
    expect(second.bridge.disposed).toBe(false);
    dispose = second.dispose;
  });

  it("can be imported and created without a window (SSR)", async () => {
    expect(typeof globalThis.window).toBe("undefined");
    const admin = useAdmin();
    dispose = admin.dispose;
    await expect(admin.getEnv()).rejects.toMatchObject({ code: "NOT_EMBEDDED" });
  });
});
