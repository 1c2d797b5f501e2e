import { describe, expect, it } from "vitest";
import { DeployError, install } from "@hostbridge/deploy-client";
import type { InstanceInstallResult } from "@hostbridge/deploy-client";
import { startServer } from "./helpers/server";
import type { HandlerContext } from "./helpers/server";

const KEY = "hbk_test_install_0123456789abcdef";

function installed(instanceId: string, version = 3, previous: number | null = 2) {
  return {
    app: { name: "demo-app" },
    version,
    installs: [
      { instance_id: instanceId, status: "installed", version, previous_version: previous },
    ],
  };
}

async function instanceOf(context: HandlerContext): Promise<string> {
  const request = await context.readBody();
  return request.fields.instance_ids?.[0] ?? "";
}

function recorder() {
  const sleeps: number[] = [];
  return {
    sleeps,
    retry: { random: () => 0.5, sleep: async (ms: number) => void sleeps.push(ms) },
  };
}

async function thrown(promise: Promise<unknown>): Promise<DeployError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeployError);
  expect(
    JSON.stringify({ m: (error as Error).message, d: (error as DeployError).details }),
  ).not.toContain(KEY);
  return error as DeployError;
}

describe("install", () => {
  it("sends one request per instance with the key, the instance id and the pinned version", async () => {
    const server = await startServer(async (context) =>
      context.json(200, installed(await instanceOf(context))),
    );
    const seen: InstanceInstallResult[] = [];
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["test-1", "test-2", "test-1"],
      version: 3,
      onInstanceResult: (item) => seen.push(item),
    });
    expect(result).toMatchObject({
      appName: "demo-app",
      ok: true,
      results: [
        {
          instanceId: "test-1",
          ok: true,
          outcome: "installed",
          version: 3,
          previousVersion: 2,
          attempts: 1,
        },
        {
          instanceId: "test-2",
          ok: true,
          outcome: "installed",
          version: 3,
          previousVersion: 2,
          attempts: 1,
        },
      ],
    });
    expect(result.results[0]?.response).toMatchObject({
      status: 200,
      contentType: "application/json",
    });
    expect(seen).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.url).toBe("/api/v1/apps/demo-app/install/");
      expect(request.headers["x-api-key"]).toBe(KEY);
      expect(request.fields.version).toEqual(["3"]);
      expect(request.fields.instance_ids).toHaveLength(1);
    }
    expect(server.requests.map((request) => request.fields.instance_ids![0]).sort()).toEqual([
      "test-1",
      "test-2",
    ]);
  });

  it("retries an instance answered 503 twice, then succeeds", async () => {
    const server = await startServer(async (context) => {
      const id = await instanceOf(context);
      if (context.index < 2)
        context.json(503, { error: { code: "unavailable", message: "restarting" } });
      else context.json(200, installed(id));
    });
    const { sleeps, retry } = recorder();
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["prod"],
      retry,
    });
    expect(result.ok).toBe(true);
    expect(result.results[0]).toMatchObject({ instanceId: "prod", ok: true, attempts: 3 });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([375, 750]);
  });

  it("waits as long as Retry-After says (seconds or HTTP date)", async () => {
    const server = await startServer(async (context) => {
      const id = await instanceOf(context);
      if (context.index === 0)
        context.json(
          429,
          { error: { code: "rate_limited", message: "slow down" } },
          { "Retry-After": "3" },
        );
      else if (context.index === 1) {
        context.json(
          503,
          { error: { code: "unavailable", message: "x" } },
          { "Retry-After": new Date(Date.now() + 5000).toUTCString() },
        );
      } else context.json(200, installed(id));
    });
    const { sleeps, retry } = recorder();
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["a"],
      retry,
    });
    expect(result.ok).toBe(true);
    expect(sleeps[0]).toBe(3000);
    expect(sleeps[1]).toBeGreaterThan(3000);
    expect(sleeps[1]).toBeLessThanOrEqual(5000);
  });

  it("stops retrying when Retry-After is beyond the time budget and reports RATE_LIMITED for that instance", async () => {
    const server = await startServer(async (context) => {
      await instanceOf(context);
      context.json(
        429,
        { error: { code: "rate_limited", message: "later" } },
        { "Retry-After": "600" },
      );
    });
    const { sleeps, retry } = recorder();
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["a"],
      retry,
    });
    expect(result.ok).toBe(false);
    expect(result.results[0]!.error?.code).toBe("RATE_LIMITED");
    expect(result.results[0]!.error?.retryAfterMs).toBe(600_000);
    expect(sleeps).toEqual([]);
  });

  it("gives up on an instance after the bounded attempts without throwing", async () => {
    const server = await startServer(async (context) => {
      await instanceOf(context);
      context.json(502, { error: { code: "bad_gateway", message: "upstream" } });
    });
    const { sleeps, retry } = recorder();
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["a"],
      retry: { ...retry, retries: 2 },
    });
    expect(result.results[0]).toMatchObject({ instanceId: "a", ok: false, attempts: 3 });
    expect(result.results[0]!.error?.code).toBe("SERVER");
    expect(sleeps).toHaveLength(2);
  });

  it("retries an instance whose connection was dropped (install is idempotent)", async () => {
    const server = await startServer(async (context) => {
      const id = await instanceOf(context);
      if (context.index === 0) context.req.socket.destroy();
      else context.json(200, installed(id, 3, 3));
    });
    const { retry } = recorder();
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["a"],
      retry,
    });
    expect(result.results[0]).toMatchObject({
      instanceId: "a",
      ok: true,
      outcome: "installed",
      version: 3,
      previousVersion: 3,
      attempts: 2,
    });
  });

  it("reports an unknown instance in its own result while the others succeed", async () => {
    const server = await startServer(async (context) => {
      const id = await instanceOf(context);
      if (id === "ghost") {
        context.json(404, {
          error: { code: "unknown_instance", message: "no instance ghost" },
        });
      } else context.json(200, installed(id, 1, null));
    });
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["a", "ghost", "b"],
    });
    expect(result.ok).toBe(false);
    expect(result.results.map((item) => [item.instanceId, item.ok])).toEqual([
      ["a", true],
      ["ghost", false],
      ["b", true],
    ]);
    expect(result.results[1]!.error?.code).toBe("NOT_FOUND");
    expect(result.results[1]!.error?.serverCode).toBe("unknown_instance");
    expect(result.results[0]!.previousVersion).toBeNull();
  });

  it("reads a 207 answer's failed entry", async () => {
    const server = await startServer(async (context) => {
      const id = await instanceOf(context);
      context.json(207, {
        app: { name: "demo-app" },
        version: 2,
        installs: [
          {
            instance_id: id,
            status: "failed",
            error: { code: "unknown_instance", message: "nope" },
          },
        ],
      });
    });
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "demo-app",
      instanceIds: ["x"],
    });
    expect(result.results[0]!.ok).toBe(false);
    expect(result.results[0]!.error?.message).toContain("unknown_instance: nope");
  });

  it("throws AUTH for a refused key, which concerns every instance", async () => {
    const server = await startServer(async (context) => {
      await instanceOf(context);
      context.json(401, { error: { code: "invalid_api_key", message: "unknown key" } });
    });
    const error = await thrown(
      install({
        baseUrl: server.url,
        apiKey: KEY,
        appName: "demo-app",
        instanceIds: ["a", "b", "c", "d", "e", "f"],
        concurrency: 1,
      }),
    );
    expect(error.code).toBe("AUTH");
    expect(error.message).toContain("rotate");
    expect(server.requests).toHaveLength(1);
  });

  it("throws for an unknown app, nothing published or an unknown version", async () => {
    const answers = [
      [404, "app_not_found", "NOT_FOUND"],
      [409, "nothing_published", "CONFLICT"],
      [409, "version_not_found", "CONFLICT"],
    ] as const;
    for (const [status, code, expected] of answers) {
      const server = await startServer(async (context) => {
        await instanceOf(context);
        context.json(status, { error: { code, message: code } });
      });
      const error = await thrown(
        install({
          baseUrl: server.url,
          apiKey: KEY,
          appName: "demo-app",
          instanceIds: ["a"],
          version: 9,
        }),
      );
      expect(error.code).toBe(expected);
      expect(error.serverCode).toBe(code);
    }
  });

  it("refuses a redirect without following it", async () => {
    const target = await startServer(({ json }) => json(200, {}));
    const origin = await startServer(({ res }) => {
      res.writeHead(302, { Location: target.url });
      res.end();
    });
    const error = await thrown(
      install({ baseUrl: origin.url, apiKey: KEY, appName: "demo-app", instanceIds: ["a"] }),
    );
    expect(error.code).toBe("REDIRECT_REFUSED");
    expect(target.requests).toHaveLength(0);
  });

  it("sends the app name percent-encoded as one path segment, and no version unless pinned", async () => {
    const server = await startServer(async (context) => {
      await context.readBody();
      context.res.writeHead(204).end();
    });
    const result = await install({
      baseUrl: server.url,
      apiKey: KEY,
      appName: "My App/2",
      instanceIds: ["a"],
    });
    expect(result.results[0]).toMatchObject({ ok: true, outcome: "requested", attempts: 1 });
    expect(server.requests[0]?.url).toBe("/api/v1/apps/My%20App%2F2/install/");
    expect(server.requests[0]?.fields).toEqual({ instance_ids: ["a"] });
  });

  it("validates its input before sending anything", async () => {
    const server = await startServer(({ json }) => json(200, {}));
    await expect(
      install({ baseUrl: server.url, apiKey: KEY, appName: "", instanceIds: ["a"] }),
    ).rejects.toThrow(/no app name/);
    await expect(
      install({ baseUrl: server.url, apiKey: KEY, appName: "ok", instanceIds: [" "] }),
    ).rejects.toThrow(/no instance id/);
    await expect(
      install({ baseUrl: server.url, apiKey: KEY, appName: "ok", instanceIds: ["a,b"] }),
    ).rejects.toThrow(/not a valid instance id/);
    await expect(
      install({ baseUrl: server.url, apiKey: KEY, appName: "ok", instanceIds: ["a"], version: 0 }),
    ).rejects.toThrow(/positive integer/);
    await expect(
      install({ baseUrl: server.url, apiKey: "", appName: "ok", instanceIds: ["a"] }),
    ).rejects.toThrow(/HOSTBRIDGE_API_KEY/);
    expect(server.requests).toHaveLength(0);
  });
});
