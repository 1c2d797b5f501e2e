// The contract suite (CLI side): `hostbridge publish`, `install` and `deploy` against every answer of the
// table deploy-client's suite uses. Each row asserts the exit code, the message, and how many requests
// were made (a publish is never sent twice; an install is retried only on 429, 5xx and lost connections).
// Every run also asserts, in helpers/cli.ts, that the API key never appears in the output.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  AUTH_ROWS,
  ERROR_KINDS,
  ERROR_ROWS,
  FAULT_ROWS,
  FAULT_TIMEOUT_MS,
  startAnsweringServer,
  SUCCESS_ROWS,
} from "../../deploy-client/test/fixtures/platformAnswers";
import type { AnswerRow, AnsweringServer } from "../../deploy-client/test/fixtures/platformAnswers";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";

const KEY = newKey("contract");
const PUBLISH = "/api/v1/apps/publish/";
const INSTALL = "/api/v1/apps/cli-demo/install/";

const servers: AnsweringServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(
  row: AnswerRow,
): Promise<{ server: AnsweringServer; env: Record<string, string> }> {
  const server = await startAnsweringServer(row);
  servers.push(server);
  return {
    server,
    env: {
      HOSTBRIDGE_API_KEY: KEY,
      HOSTBRIDGE_BASE_URL: server.url,
      HOSTBRIDGE_INSTANCE_IDS: "test-1",
    },
  };
}

describe("an empty 2xx to every call", () => {
  it("publish, install and deploy exit 0 and print what the platform said", async () => {
    const { server, env } = await serve({ label: "empty 204", status: 204 });
    const app = await makeApp();
    for (const command of ["publish", "install", "deploy"]) {
      const run = await cli([command], { cwd: app, env });
      expect(run.code, `${command}: ${run.stderr}`).toBe(0);
      expect(run.stdout, command).toContain("platform answered HTTP 204, no body");
    }
    const published = await cli(["publish"], { cwd: app, env });
    expect(published.stdout).toContain(
      "published cli-demo as a new version (the platform stated no version number)",
    );
    expect(published.stdout).toContain("not confirmed by the platform");
    const installed = await cli(["install"], { cwd: app, env });
    expect(installed.stdout).toContain(
      "test-1: install requested; platform answered HTTP 204, no body",
    );
    expect(server.count(PUBLISH)).toBe(3);
    expect(server.count(INSTALL)).toBe(3);
  });
});

describe("every 2xx answer is a success", () => {
  it.each(SUCCESS_ROWS.map((row) => [row.label, row] as const))(
    "publish, install, deploy: %s",
    async (_label, row) => {
      const { server, env } = await serve(row);
      const app = await makeApp();
      const published = await cli(["publish", "--json"], { cwd: app, env });
      expect(published.code).toBe(0);
      const release = published.json<{
        release: { platform_response: { status: number; content_type: string | null } };
      }>().result!.release;
      expect(release.platform_response.status).toBe(row.status);
      expect(release.platform_response.content_type).toBe(row.headers?.["Content-Type"] ?? null);
      const installed = await cli(["install"], { cwd: app, env });
      expect(installed.code).toBe(0);
      expect(installed.stdout).toContain(`platform answered HTTP ${row.status}`);
      const deployed = await cli(["deploy"], { cwd: app, env });
      expect(deployed.code).toBe(0);
      expect(deployed.stdout).toContain(`platform answered HTTP ${row.status}`);
      expect(server.count(PUBLISH)).toBe(2);
      expect(server.count(INSTALL)).toBe(2);
    },
  );
});

describe("every error answer: the exit code its status decides, a readable message, no blind retry", () => {
  it.each(ERROR_ROWS.map((row) => [row.label, row] as const))(
    "publish: %s",
    async (_label, row) => {
      const { server, env } = await serve(row);
      const run = await cli(["publish"], { cwd: await makeApp(), env });
      const kind = ERROR_KINDS[row.status]!;
      expect(run.code).toBe(kind.exit);
      expect(run.stderr).toContain(`[${kind.code}]`);
      expect(run.stderr).toContain(row.said);
      expect(run.stderr).not.toMatch(/<(title|html|h1)/i);
      expect(server.count(PUBLISH)).toBe(1);
    },
  );

  it.each(ERROR_ROWS.map((row) => [row.label, row] as const))(
    "install: %s",
    async (_label, row) => {
      const { server, env } = await serve(row);
      const run = await cli(["install", "--json"], { cwd: await makeApp(), env });
      const kind = ERROR_KINDS[row.status]!;
      expect(run.code).toBe(kind.exit);
      const envelope = run.json();
      expect(envelope.error?.code).toBe(kind.code);
      expect(envelope.error?.message).toContain(row.said);
      const retried = row.status === 429 || row.status >= 500;
      expect(server.count(INSTALL)).toBe(retried ? 5 : 1);
      if (!retried) {
        expect(envelope.error?.details).toMatchObject({
          platform_response: { status: row.status },
        });
      }
    },
  );
});

describe("a refused key: the key-file advice only for an answer of HostBridge's local platform", () => {
  it.each(AUTH_ROWS.map((row) => [row.label, row] as const))("publish: %s", async (_label, row) => {
    const { env } = await serve(row);
    const run = await cli(["publish"], { cwd: await makeApp(), env });
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(row.advice);
    expect(run.stderr).not.toMatch(row.notAdvice);
  });
});

describe("lost connections and slow answers", () => {
  const timeout = String(FAULT_TIMEOUT_MS / 1000);

  it.each(FAULT_ROWS.map((row) => [row.label, row] as const))(
    "publish: %s exits 5 'outcome unknown' after one request",
    async (_label, row) => {
      const { server, env } = await serve(row);
      const run = await cli(["publish", "--timeout", timeout], { cwd: await makeApp(), env });
      expect(run.code).toBe(5);
      expect(run.stderr).toContain("[OUTCOME_UNKNOWN]");
      expect(run.stderr).toMatch(/before publishing again/);
      expect(server.count(PUBLISH)).toBe(1);
    },
  );

  it.each(FAULT_ROWS.map((row) => [row.label, row] as const))(
    "install: %s on the first request is retried and succeeds",
    async (_label, row) => {
      const { server, env } = await serve({ ...row, faultyRequests: 1 });
      const run = await cli(["install", "--timeout", timeout, "--json"], {
        cwd: await makeApp(),
        env,
      });
      expect(run.code).toBe(0);
      expect(run.json<{ results: unknown[] }>().result?.results).toMatchObject([
        { outcome: "requested", attempts: 2 },
      ]);
      expect(server.count(INSTALL)).toBe(2);
    },
  );
});

describe("publishing the same bytes again", () => {
  it("warns when the platform reported this sha256 last time, and --skip-unchanged skips", async () => {
    const { server, env } = await serve(
      SUCCESS_ROWS.find((row) => row.label.includes("local platform"))!,
    );
    const app = await makeApp();
    expect((await cli(["publish"], { cwd: app, env })).stderr).not.toContain("byte for byte");
    const again = await cli(["publish"], { cwd: app, env });
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(
      /warning the archive is byte for byte version 4, as the platform last reported it/,
    );
    expect(again.stderr).toContain(
      "publishing still creates a new version (pass --skip-unchanged to skip)",
    );
    const skipped = await cli(["publish", "--skip-unchanged", "--json"], { cwd: app, env });
    expect(skipped.code).toBe(0);
    expect(skipped.json().result).toMatchObject({ skipped: true, reason: "unchanged" });
    expect(server.count(PUBLISH)).toBe(2);
  });

  it("deploy records what the platform reported and warns as publish does, either way round", async () => {
    const { server, env } = await serve(
      SUCCESS_ROWS.find((row) => row.label.includes("local platform"))!,
    );
    const app = await makeApp();
    const first = await cli(["deploy"], { cwd: app, env });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).not.toContain("byte for byte");
    expect(JSON.parse(await readFile(join(app, ".hostbridge", "published.json"), "utf8"))).toEqual({
      [`${new URL(server.url).href} cli-demo`]: expect.objectContaining({ version: 4 }),
    });
    const again = await cli(["deploy"], { cwd: app, env });
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(
      /warning the archive is byte for byte version 4, as the platform last reported it.*deploying still publishes a new version/,
    );
    const json = await cli(["deploy", "--json"], { cwd: app, env });
    expect(JSON.stringify(json.json().result)).toContain("byte for byte");
    expect((await cli(["publish"], { cwd: app, env })).stderr).toContain("byte for byte");
    expect(server.count(PUBLISH)).toBe(4);
  });

  it("publishes with --skip-unchanged when the platform never stated a sha256", async () => {
    const { server, env } = await serve({ label: "empty", status: 201 });
    const app = await makeApp();
    for (let run = 0; run < 2; run += 1) {
      const published = await cli(["publish", "--skip-unchanged"], { cwd: app, env });
      expect(published.code).toBe(0);
      expect(published.stderr).toContain("cannot be known unchanged");
    }
    expect(server.count(PUBLISH)).toBe(2);
  });
});
