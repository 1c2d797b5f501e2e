import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { appFiles, buildZip } from "./helpers/zips";
import { API_KEY, install, json, publish, startPlatform, tempDir } from "./helpers/platform";
import { createHash } from "node:crypto";

let platform: LocalPlatform;
let removeDir: () => Promise<void>;

beforeEach(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  platform = await startPlatform(temp.dir, { now: () => new Date("2025-03-04T05:06:07.000Z") });
});

afterEach(async () => {
  await platform.close();
  await removeDir();
});

async function text(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(`${platform.url}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: await response.text(),
  };
}

describe("publish", () => {
  it("answers 201 with the new version, its sha256 and size", async () => {
    const zip = await buildZip(appFiles("demo", "v1"));
    const response = await publish(platform, zip, { filename: "demo-1234abcd.zip" });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      app: { name: "demo", latest_version: 1 },
      release: {
        version: 1,
        created_at: "2025-03-04T05:06:07.000Z",
        sha256: createHash("sha256").update(zip).digest("hex"),
        size: zip.length,
      },
    });
  });

  it("publishes at the makers' path and at the spec's literal .../publish/INFO alike", async () => {
    const first = await publish(platform, await buildZip(appFiles("demo", "v1")));
    const second = await publish(platform, await buildZip(appFiles("demo", "v2")), {
      path: "spec",
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await json(second)).release.version).toBe(2);
  });

  it("numbers versions per app from 1 and lists them under /local/apps", async () => {
    expect((await publish(platform, await buildZip(appFiles("alpha", "a1")))).status).toBe(201);
    expect((await publish(platform, await buildZip(appFiles("alpha", "a2")))).status).toBe(201);
    const beta = await json(await publish(platform, await buildZip(appFiles("beta", "b1"))));
    expect(beta.release.version).toBe(1);

    const listed = await json(await fetch(`${platform.url}/local/apps`));
    expect(
      listed.apps.map((app) => [app.name, app.latest_version, app.versions.map((v) => v.version)]),
    ).toEqual([
      ["alpha", 2, [1, 2]],
      ["beta", 1, [1]],
    ]);
    expect(platform.listApps()).toEqual(listed.apps);
  });
});

describe("install and serve", () => {
  it("serves the installed version's files with their content types", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    await publish(
      platform,
      await buildZip(appFiles("demo", "v1", { "img/logo.png": png, "data/info.json": "{}" })),
    );
    const response = await install(platform, "demo", ["test-instance"]);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      app: { name: "demo" },
      version: 1,
      installs: [
        { instance_id: "test-instance", status: "installed", version: 1, previous_version: null },
      ],
    });

    const base = "/local/instances/test-instance/apps/demo";
    const entry = await text(`${base}/`);
    expect(entry).toEqual({
      status: 200,
      type: "text/html; charset=utf-8",
      body: expect.stringContaining("<title>v1</title>"),
    });
    expect((await text(`${base}/index.html`)).body).toBe(entry.body);
    expect(await text(`${base}/app.js`)).toMatchObject({
      status: 200,
      type: "text/javascript; charset=utf-8",
    });
    expect(await text(`${base}/styles/main.css`)).toMatchObject({
      status: 200,
      type: "text/css; charset=utf-8",
    });
    expect(await text(`${base}/data/info.json`)).toMatchObject({
      status: 200,
      type: "application/json; charset=utf-8",
    });
    const image = await fetch(`${platform.url}${base}/img/logo.png`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    expect(platform.appUrl("test-instance", "demo", "app.js")).toBe(
      `${platform.url}${base}/app.js`,
    );
    expect(platform.getInstalledVersion("test-instance", "demo")).toBe(1);
  });

  it("keeps serving version 1 after version 2 is published, until version 2 is installed", async () => {
    await publish(platform, await buildZip(appFiles("demo", "first")));
    await install(platform, "demo", ["test-instance"]);
    const second = await json(await publish(platform, await buildZip(appFiles("demo", "second"))));
    expect(second.app).toEqual({ name: "demo", latest_version: 2 });

    const page = "/local/instances/test-instance/apps/demo/";
    expect((await text(page)).body).toContain("<title>first</title>");
    expect(platform.getInstalledVersion("test-instance", "demo")).toBe(1);

    const upgrade = await json(await install(platform, "demo", ["test-instance"]));
    expect(upgrade.installs).toEqual([
      { instance_id: "test-instance", status: "installed", version: 2, previous_version: 1 },
    ]);
    expect((await text(page)).body).toContain("<title>second</title>");
  });

  it("installs a pinned older version when `version` is given", async () => {
    await publish(platform, await buildZip(appFiles("demo", "first")));
    await publish(platform, await buildZip(appFiles("demo", "second")));
    const response = await install(platform, "demo", ["test-instance"], { version: 1 });
    expect(response.status).toBe(200);
    expect((await json(response)).version).toBe(1);
    expect((await text("/local/instances/test-instance/apps/demo/")).body).toContain(
      "<title>first</title>",
    );
  });

  it("answers 200 with previous_version equal to version when the instance already runs it", async () => {
    await publish(platform, await buildZip(appFiles("demo", "v1")));
    await install(platform, "demo", ["test-instance"]);
    const before = platform.listInstalls();
    const again = await install(platform, "demo", ["test-instance"]);
    expect(again.status).toBe(200);
    expect((await json(again)).installs).toEqual([
      { instance_id: "test-instance", status: "installed", version: 1, previous_version: 1 },
    ]);
    expect(platform.listInstalls()).toEqual(before);
  });

  it("reads instance ids from several parts, comma-separated values and urlencoded forms", async () => {
    await publish(platform, await buildZip(appFiles("demo", "v1")));
    const multipart = await json(await install(platform, "demo", ["a", "b, c", " a "]));
    expect(multipart.installs.map((entry) => entry.instance_id)).toEqual(["a", "b", "c"]);

    const urlencoded = await fetch(`${platform.url}/api/v1/apps/demo/install/`, {
      method: "POST",
      headers: { "X-API-Key": API_KEY },
      body: new URLSearchParams([
        ["instance_ids", "d,e"],
        ["version", "1"],
      ]),
    });
    expect(urlencoded.status).toBe(200);
    expect((await json(urlencoded)).installs.map((entry) => entry.instance_id)).toEqual(["d", "e"]);

    const installs = await json(await fetch(`${platform.url}/local/installs`));
    expect(installs.installs.map((entry) => entry.instance_id)).toEqual(["a", "b", "c", "d", "e"]);
    expect(installs.installs[0]).toEqual({
      instance_id: "a",
      app: "demo",
      version: 1,
      installed_at: "2025-03-04T05:06:07.000Z",
    });
  });

  it("answers 404 to a request for a file of an app that is not installed on the instance", async () => {
    await publish(platform, await buildZip(appFiles("demo", "v1")));
    const response = await fetch(
      `${platform.url}/local/instances/test-instance/apps/demo/index.html`,
    );
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe("not_installed");
  });
});

describe("install answers per instance", () => {
  let known: LocalPlatform;
  let removeKnownDir: () => Promise<void>;

  beforeEach(async () => {
    const temp = await tempDir();
    removeKnownDir = temp.remove;
    known = await startPlatform(temp.dir, { instances: ["staging", "prod"] });
    await publish(known, await buildZip(appFiles("demo", "v1")));
  });

  afterEach(async () => {
    await known.close();
    await removeKnownDir();
  });

  it("answers 207 with a failed entry for an unknown instance and installs the known ones", async () => {
    const response = await install(known, "demo", ["staging", "nowhere", "prod"]);
    expect(response.status).toBe(207);
    const body = await json(response);
    expect(body.version).toBe(1);
    expect(body.installs).toEqual([
      { instance_id: "staging", status: "installed", version: 1, previous_version: null },
      {
        instance_id: "nowhere",
        status: "failed",
        error: { code: "unknown_instance", message: expect.stringContaining("nowhere") },
      },
      { instance_id: "prod", status: "installed", version: 1, previous_version: null },
    ]);
    expect(known.listInstalls().map((entry) => entry.instance_id)).toEqual(["prod", "staging"]);
  });

  it("answers 404 unknown_instance when no instance is known, installing nothing", async () => {
    const response = await install(known, "demo", ["nowhere", "elsewhere"]);
    expect(response.status).toBe(404);
    const body = await json(response);
    expect(body.error.code).toBe("unknown_instance");
    expect(body.error.details.map((entry) => [entry.instance_id, entry.status])).toEqual([
      ["nowhere", "failed"],
      ["elsewhere", "failed"],
    ]);
    expect(known.listInstalls()).toEqual([]);
  });
});

describe("install errors", () => {
  it("answers 404 app_not_found for an app never published", async () => {
    const response = await install(platform, "ghost", ["test-instance"]);
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe("app_not_found");
  });

  it("answers 409 version_not_found for a version that does not exist", async () => {
    await publish(platform, await buildZip(appFiles("demo", "v1")));
    const response = await install(platform, "demo", ["test-instance"], { version: 7 });
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.error.code).toBe("version_not_found");
    expect(body.error.message).toContain("1 to 1");
  });

  it("answers 400 missing_instance_ids when no instance id is sent", async () => {
    await publish(platform, await buildZip(appFiles("demo", "v1")));
    const response = await install(platform, "demo", [" ", ""]);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({
      code: "missing_instance_ids",
      details: [{ path: "instance_ids", message: "is required" }],
    });
  });

  it("answers 400 invalid_version for a version that is not a whole number", async () => {
    await publish(platform, await buildZip(appFiles("demo", "v1")));
    for (const version of ["1.5", "latest", "0", "-1"]) {
      const response = await install(platform, "demo", ["test-instance"], { version });
      expect(response.status).toBe(400);
      expect((await json(response)).error.details).toEqual([
        { path: "version", message: "must be a whole number from 1" },
      ]);
    }
  });

  it("answers 409 nothing_published for an app known before its first publish", async () => {
    const temp = await tempDir();
    const registered = await startPlatform(temp.dir, { apps: "planned" });
    try {
      const response = await install(registered, "planned", ["test-instance"]);
      expect(response.status).toBe(409);
      expect((await json(response)).error.code).toBe("nothing_published");
      expect(registered.listApps()).toEqual([
        { name: "planned", latest_version: null, versions: [] },
      ]);

      await publish(registered, await buildZip(appFiles("planned", "v1")));
      expect((await install(registered, "planned", ["test-instance"])).status).toBe(200);
    } finally {
      await registered.close();
      await temp.remove();
    }
  });
});
