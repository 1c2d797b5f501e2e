// The contract suite (library side): publish, install and deploy against every answer of the table in
// fixtures/platformAnswers.ts. The spec shows no answer, so every 2xx must be a success; every error must
// give a readable message and the code its status decides; nothing that must not be retried is retried.
import { afterEach, describe, expect, it } from "vitest";
import { deploy, DeployError, install, pack, publish } from "@hostbridge/deploy-client";
import {
  AUTH_ROWS,
  ERROR_KINDS,
  ERROR_ROWS,
  FAULT_ROWS,
  FAULT_TIMEOUT_MS,
  startAnsweringServer,
  SUCCESS_ROWS,
} from "./fixtures/platformAnswers";
import type { AnswerRow, AnsweringServer } from "./fixtures/platformAnswers";
import { makeApp, tempDir } from "./helpers/tempApp";

const KEY = "hbk_contract_library_0123456789abcdef";
const PUBLISH = "/api/v1/apps/publish/";
const INSTALL = "/api/v1/apps/demo-app/install/";
const retry = { sleep: async () => {} };

const servers: AnsweringServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(row: AnswerRow): Promise<AnsweringServer> {
  const server = await startAnsweringServer(row);
  servers.push(server);
  return server;
}

async function archivePath(): Promise<string> {
  const app = await makeApp();
  return (await pack(app, { outDir: await tempDir() })).path;
}

async function rejection(promise: Promise<unknown>): Promise<DeployError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeployError);
  const deployError = error as DeployError;
  expect(JSON.stringify({ m: deployError.message, r: deployError.response })).not.toContain(KEY);
  return deployError;
}

describe("every 2xx answer is a success", () => {
  it.each(SUCCESS_ROWS.map((row) => [row.label, row] as const))(
    "publish: %s",
    async (_label, row) => {
      const server = await serve(row);
      const release = await publish({
        baseUrl: server.url,
        apiKey: KEY,
        archivePath: await archivePath(),
        appName: "demo-app",
        retry,
      });
      expect(release.response.status).toBe(row.status);
      expect(release.appName).toBe("demo-app");
      expect(release.integrity).toBe(
        row.label.includes("local platform") ? "confirmed" : "not-confirmed",
      );
      expect(server.count(PUBLISH)).toBe(1);
    },
  );

  it.each(SUCCESS_ROWS.map((row) => [row.label, row] as const))(
    "install: %s",
    async (_label, row) => {
      const server = await serve(row);
      const result = await install({
        baseUrl: server.url,
        apiKey: KEY,
        appName: "demo-app",
        instanceIds: ["a", "b"],
        retry,
      });
      expect(result.ok).toBe(true);
      expect(
        result.results.map((item) => [item.instanceId, item.outcome, item.response?.status]),
      ).toEqual([
        ["a", "requested", row.status],
        ["b", "requested", row.status],
      ]);
      expect(server.count(INSTALL)).toBe(2);
    },
  );

  it.each(SUCCESS_ROWS.map((row) => [row.label, row] as const))(
    "deploy: %s",
    async (_label, row) => {
      const server = await serve(row);
      const result = await deploy({
        appDir: await makeApp(),
        baseUrl: server.url,
        apiKey: KEY,
        instanceIds: ["a"],
        retry,
      });
      expect(result.install.ok).toBe(true);
      expect(server.count(PUBLISH)).toBe(1);
      expect(server.count(INSTALL)).toBe(1);
    },
  );

  it("reads the facts a known shape states, and keeps what the platform said", async () => {
    const row = SUCCESS_ROWS.find((item) => item.label.includes("common shape"))!;
    const server = await serve(row);
    const release = await publish({
      baseUrl: server.url,
      apiKey: KEY,
      archivePath: await archivePath(),
    });
    expect(release).toMatchObject({
      version: 12,
      versionId: "a1",
      response: { body: { data: expect.any(Object) } },
    });
    const html = await serve(SUCCESS_ROWS.find((item) => item.label.includes("HTML"))!);
    const page = await publish({
      baseUrl: html.url,
      apiKey: KEY,
      archivePath: await archivePath(),
    });
    expect(page.response).toMatchObject({ contentType: "text/html", truncated: false });
    expect(page.response.body).toContain("<title>Upload complete</title>");
  });

  it("fails a publish whose answer states a sha256 other than the upload's, without retrying", async () => {
    const server = await serve({
      label: "wrong sha",
      status: 201,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sha256: "0".repeat(64) }),
    });
    const error = await rejection(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: await archivePath(), retry }),
    );
    expect(error.code).toBe("SERVER");
    expect(error.message).toContain("the upload was altered on the way");
    expect(server.count(PUBLISH)).toBe(1);
  });
});

describe("every error answer gives a readable message and the code its status decides", () => {
  it.each(ERROR_ROWS.map((row) => [row.label, row] as const))(
    "publish: %s",
    async (_label, row) => {
      const server = await serve(row);
      const error = await rejection(
        publish({ baseUrl: server.url, apiKey: KEY, archivePath: await archivePath(), retry }),
      );
      expect(error.code).toBe(ERROR_KINDS[row.status]!.code);
      expect(error.status).toBe(row.status);
      expect(error.message).toContain(row.said);
      expect(error.response?.status).toBe(row.status);
      // A publish creates a version: an answered one is never sent again.
      expect(server.count(PUBLISH)).toBe(1);
    },
  );

  it.each(ERROR_ROWS.map((row) => [row.label, row] as const))(
    "install: %s",
    async (_label, row) => {
      const server = await serve(row);
      const retried = row.status === 429 || row.status >= 500;
      const outcome = install({
        baseUrl: server.url,
        apiKey: KEY,
        appName: "demo-app",
        instanceIds: ["a"],
        retry,
      });
      if (retried) {
        // Install is idempotent: retried (4 retries by default), then reported for the instance.
        const result = await outcome;
        expect(result.ok).toBe(false);
        expect(result.results[0]?.error?.code).toBe(ERROR_KINDS[row.status]!.code);
        expect(result.results[0]?.error?.message).toContain(row.said);
        expect(server.count(INSTALL)).toBe(5);
      } else {
        const error = await rejection(outcome);
        expect(error.code).toBe(ERROR_KINDS[row.status]!.code);
        expect(error.message).toContain(row.said);
        expect(server.count(INSTALL)).toBe(1);
      }
    },
  );

  it("deploy: stops after a refused publish and installs nothing", async () => {
    const row = ERROR_ROWS.find((item) => item.status === 401)!;
    const server = await serve(row);
    const error = await rejection(
      deploy({
        appDir: await makeApp(),
        baseUrl: server.url,
        apiKey: KEY,
        instanceIds: ["a"],
        retry,
      }),
    );
    expect(error.code).toBe("AUTH");
    expect(server.count(PUBLISH)).toBe(1);
    expect(server.count("/install/")).toBe(0);
  });
});

describe("a refused key says which platform refused it", () => {
  it.each(AUTH_ROWS.map((row) => [row.label, row] as const))("publish: %s", async (_label, row) => {
    const server = await serve(row);
    const error = await rejection(
      publish({ baseUrl: server.url, apiKey: KEY, archivePath: await archivePath(), retry }),
    );
    expect(error.code).toBe("AUTH");
    expect(error.response?.platform).toBe(row.platform);
    if (row.platform === undefined) expect(error.message).toContain(row.advice);
  });
});

describe("lost connections and slow answers", () => {
  it.each(FAULT_ROWS.map((row) => [row.label, row] as const))(
    "publish: %s is an unknown outcome, never retried",
    async (_label, row) => {
      const server = await serve(row);
      const error = await rejection(
        publish({
          baseUrl: server.url,
          apiKey: KEY,
          archivePath: await archivePath(),
          timeout: FAULT_TIMEOUT_MS,
          retry,
        }),
      );
      expect(error.code).toBe("OUTCOME_UNKNOWN");
      expect(error.message).toMatch(/may or may not have created a new version/);
      expect(server.count(PUBLISH)).toBe(1);
    },
  );

  it.each(FAULT_ROWS.map((row) => [row.label, row] as const))(
    "install: %s on the first request is retried",
    async (_label, row) => {
      const server = await serve({ ...row, faultyRequests: 1 });
      const result = await install({
        baseUrl: server.url,
        apiKey: KEY,
        appName: "demo-app",
        instanceIds: ["a"],
        timeout: FAULT_TIMEOUT_MS,
        retry,
      });
      expect(result.results[0]).toMatchObject({ ok: true, outcome: "requested", attempts: 2 });
      expect(server.count(INSTALL)).toBe(2);
    },
  );
});
