import { describe, expect, it, vi } from "vitest";
import { createBridge } from "@hostbridge/transport";
import type { BridgeOptions, HostBridgeError } from "@hostbridge/transport";
import { fixture, flush, setup, svcResponse } from "./helpers/harness";

function recorder() {
  const lines: string[] = [];
  const logger = {
    info: vi.fn((...data: unknown[]) => void lines.push(data.map(String).join(" "))),
    debug: vi.fn((...data: unknown[]) => void lines.push(data.map(String).join(" "))),
    warn: vi.fn((...data: unknown[]) => void lines.push(data.map(String).join(" "))),
  };
  return { lines, logger };
}

const SECRETS = [
  "fake-access-token-admin-0001",
  "fake-id-token-admin-0001",
  "user-42-secret-claim",
  "tok-out",
  "idt-out",
  "claim-out",
];

describe("logging", () => {
  it("logs nothing by default", async () => {
    const { lines, logger } = recorder();
    const { bridge, next, send } = setup({ logger });
    const pending = bridge.request("ui_app_loaded");
    send(svcResponse(await next(), "ok"));
    await pending;
    send(fixture("admin-message"));
    send({ junk: true });
    await flush();
    expect(lines).toEqual([]);
  });

  it("logs one line per message at info, without bodies", async () => {
    const { lines, logger } = recorder();
    const { bridge, next, send } = setup({ logLevel: "info", logger });
    bridge.onMessage("admin", "*", () => undefined);
    const pending = bridge.request("ui_app_resize", { height: 123456 });
    const sent = await next();
    send(svcResponse(sent, "ok"));
    await pending;
    send(fixture("admin-message"));
    await flush();
    expect(logger.debug).not.toHaveBeenCalled();
    expect(
      lines.some((l) => l.includes("request ui_app_resize") && l.includes(sent.request.id)),
    ).toBe(true);
    expect(lines.some((l) => l.includes(`ui_app_resize ${sent.request.id} ok`))).toBe(true);
    expect(lines.some((l) => l.includes("admin:admin_env_changed"))).toBe(true);
    expect(lines.join("\n")).not.toContain("123456");
    expect(lines.join("\n")).not.toContain("fake-access-token");
  });

  it("logs whole envelopes at debug with access_token, id_token and token_claims redacted at any depth and casing", async () => {
    const { lines, logger } = recorder();
    const errors: unknown[] = [];
    const message = fixture("admin-message");
    (message.body.data as { svc: Record<string, unknown> }).svc.token_claims = {
      sub: "user-42-secret-claim",
    };
    for (const casing of ["snake", "camel"] as const) {
      const { bridge, next, send } = setup({
        logLevel: "debug",
        logger,
        casing,
        errorLogger: (e) => void errors.push(e),
      });
      bridge.onMessage("admin", "*", () => undefined);
      send(message);
      // a malformed message with secrets is dropped and reported: redacted too
      send({
        type: "nope",
        svc: {
          access_token: "fake-access-token-admin-0001",
          nested: [{ idToken: "fake-id-token-admin-0001" }],
        },
      });
      bridge.emit("env_changed", {
        svc: { accessToken: "tok-out", id_token: "idt-out", tokenClaims: { claim: "claim-out" } },
      });
      await next();
      await flush();
      bridge.dispose();
    }
    const all =
      lines.join("\n") +
      JSON.stringify(
        errors.map((e) => [(e as HostBridgeError).message, (e as HostBridgeError).detail]),
      );
    expect(all).toContain("[redacted]");
    expect(all).toContain("admin_env_changed");
    for (const secret of SECRETS) expect(all).not.toContain(secret);
    expect(errors).toHaveLength(2);
  });

  it("reports the unsafe-origin warning to errorLogger when there is one, else to logger.warn, once", () => {
    const { logger } = recorder();
    const errors: unknown[] = [];
    const stub = {
      parent: { postMessage: vi.fn() },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal("window", stub);
    try {
      const withLogger = setupWindowBridge({
        unsafeAllowAnyOrigin: true,
        errorLogger: (e: unknown) => void errors.push(e),
        logger,
      });
      withLogger.emit("a");
      withLogger.emit("b");
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toContain("unsafeAllowAnyOrigin");
      expect(logger.warn).not.toHaveBeenCalled();
      const withoutLogger = setupWindowBridge({ unsafeAllowAnyOrigin: true, logger });
      withoutLogger.emit("a");
      withoutLogger.emit("b");
      expect(logger.warn).toHaveBeenCalledOnce();
      expect(stub.parent.postMessage).toHaveBeenCalledWith(expect.anything(), "*");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

function setupWindowBridge(options: BridgeOptions) {
  return createBridge({ ...options, platform: "WEB" });
}
