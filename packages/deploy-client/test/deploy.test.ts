import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DeployError, deploy } from "@hostbridge/deploy-client";
import type { DeployStep } from "@hostbridge/deploy-client";
import { releaseFor, startServer } from "./helpers/server";
import { makeApp, tempDir } from "./helpers/tempApp";
import { readZip } from "./helpers/zip";

const KEY = "hbk_test_deploy_0123456789abcdef";

describe("deploy", () => {
  it("packs, publishes and installs the latest version without pinning it", async () => {
    const app = await makeApp({ "node_modules/x/index.js": "x" });
    const uploads: Buffer[] = [];
    const server = await startServer(async ({ readBody, json, req }) => {
      const request = await readBody();
      if (req.url === "/api/v1/apps/publish/") {
        uploads.push(request.files.file!.content);
        json(201, releaseFor(request, 7));
      } else {
        const id = request.fields.instance_ids![0]!;
        const version = 7;
        json(200, {
          app: { name: "demo-app" },
          version,
          installs: [{ instance_id: id, status: "installed", version, previous_version: 6 }],
        });
      }
    });
    const steps: string[] = [];
    const out = await tempDir();
    const result = await deploy({
      appDir: app,
      baseUrl: server.url,
      apiKey: KEY,
      instanceIds: ["test-1", "test-2"],
      outDir: out,
      onStep: (step: DeployStep) => steps.push(step.step),
    });
    expect(steps).toEqual(["manifest", "packed", "published", "installed"]);
    expect(result.release.version).toBe(7);
    expect(result.install.ok).toBe(true);
    expect(result.install.results.map((item) => item.version)).toEqual([7, 7]);
    expect(server.requests.slice(1).map((request) => request.fields.version)).toEqual([
      undefined,
      undefined,
    ]);
    expect(result.archive.sha256).toBe(result.release.sha256);
    expect(await readdir(out)).toEqual([]);
    const dir = await tempDir();
    const { writeFile } = await import("node:fs/promises");
    await writeFile(`${dir}/upload.zip`, uploads[0]!);
    expect((await readZip(`${dir}/upload.zip`)).map((entry) => entry.name)).toEqual([
      "app.json",
      "index.html",
      "main.js",
    ]);
  });

  it("sends nothing when the manifest is invalid", async () => {
    const app = await makeApp({}, { name: "" });
    const server = await startServer(({ json }) => json(500, {}));
    const error = await deploy({
      appDir: app,
      baseUrl: server.url,
      apiKey: KEY,
      instanceIds: ["a"],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as DeployError).code).toBe("VALIDATION");
    expect(server.requests).toHaveLength(0);
  });

  it("refuses to upload an app containing its own API key", async () => {
    const app = await makeApp({ "config.js": `export const key = "${KEY}";` });
    const server = await startServer(({ json }) => json(500, {}));
    const error = (await deploy({
      appDir: app,
      baseUrl: server.url,
      apiKey: KEY,
      instanceIds: ["a"],
    }).catch((caught: unknown) => caught)) as DeployError;
    expect(error.code).toBe("SECRET_DETECTED");
    expect(error.file).toBe("config.js");
    expect(error.message).not.toContain(KEY);
    expect(server.requests).toHaveLength(0);
  });

  it("says which version was published when installing fails as a whole", async () => {
    const app = await makeApp();
    const server = await startServer(async ({ readBody, json, req }) => {
      const request = await readBody();
      if (req.url === "/api/v1/apps/publish/") json(201, releaseFor(request, 2));
      else json(409, { error: { code: "version_not_found", message: "no such version" } });
    });
    const error = (await deploy({
      appDir: app,
      baseUrl: server.url,
      apiKey: KEY,
      instanceIds: ["a"],
    }).catch((caught: unknown) => caught)) as DeployError;
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toMatch(/^version 2 of demo-app was published, but installing it failed/);
    expect((error.details as { release: { version: number } }).release.version).toBe(2);
  });
});
