import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLAY_PATH, SCENARIO_PATH, startDevServer } from "@hostbridge/dev-server";
import type { DevServerOptions } from "@hostbridge/dev-server";
import { SCENARIO_VERSION } from "@hostbridge/protocol-types";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-record-"));
  await mkdir(join(dir, "app"));
  await mkdir(join(dir, "page"));
  await writeFile(join(dir, "app", "index.html"), "<p>app</p>");
  await writeFile(join(dir, "page", "index.html"), "<p>page</p>");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const start = (recordFile?: string, more: Partial<DevServerOptions> = {}) =>
  startDevServer({
    appDir: join(dir, "app"),
    devHostDir: join(dir, "page"),
    watch: false,
    recordFile,
    ...more,
  });

describe("--record (PUT /__hostbridge/scenario)", () => {
  it("keeps the record file up to date with what the page sends, and tells the page it records", async () => {
    const file = join(dir, "run.scenario.json");
    const server = await start(file);
    try {
      expect(server.config().record).toEqual({ file });
      const scenario = { version: SCENARIO_VERSION, location: "ui", mode: "WEB", steps: [] };
      const put = (body: string) =>
        fetch(new URL(SCENARIO_PATH, server.url), { method: "PUT", body });
      expect((await put(JSON.stringify(scenario))).status).toBe(200);
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual(scenario);

      const refused = await put(
        JSON.stringify({ ...scenario, version: SCENARIO_VERSION + 1, steps: [1] }),
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(`"version": ${SCENARIO_VERSION}`);
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual(scenario);
      expect(
        (await fetch(new URL("__hostbridge/config", server.url), { method: "PUT" })).status,
      ).toBe(405);
    } finally {
      await server.close();
    }
  });

  it("refuses a recording when the server was started without --record", async () => {
    const server = await start();
    try {
      expect(server.config()).not.toHaveProperty("record");
      const answer = await fetch(new URL(SCENARIO_PATH, server.url), { method: "PUT", body: "{}" });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain("--record <file>");
    } finally {
      await server.close();
    }
  });
});

describe("--replay (GET /__hostbridge/replay)", () => {
  it("tells the page what it replays and serves the file as it is now", async () => {
    const file = join(dir, "field.scenario.json");
    const scenario = {
      version: 1,
      location: "admin",
      mode: "IOS",
      steps: [{ from: "app", kind: "request", type: "get_env", payload: {} }],
    };
    await writeFile(file, JSON.stringify(scenario));
    const server = await start(undefined, { replayFile: file });
    try {
      expect(server.config().replay).toEqual({ file });
      const answer = await fetch(new URL(REPLAY_PATH, server.url));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.json()).toEqual(scenario);
    } finally {
      await server.close();
    }
    const plain = await start();
    try {
      expect(plain.config()).not.toHaveProperty("replay");
      const none = await fetch(new URL(REPLAY_PATH, plain.url));
      expect(none.status).toBe(404);
      expect(await none.text()).toContain("--replay <file>");
    } finally {
      await plain.close();
    }
  });

  it("refuses to start with a file that is missing, not JSON or not a scenario, saying why", async () => {
    const missing = join(dir, "nowhere.scenario.json");
    await expect(start(undefined, { replayFile: missing })).rejects.toMatchObject({
      name: "DevServerError",
      code: "USAGE",
      message: expect.stringMatching(/cannot read the scenario to replay .*nowhere.*ENOENT/),
    });
    const notJson = join(dir, "broken.scenario.json");
    await writeFile(notJson, "{ version: 1");
    await expect(start(undefined, { replayFile: notJson })).rejects.toThrow(
      /--replay: .*broken.scenario.json is not JSON/,
    );
    const wrong = join(dir, "wrong.scenario.json");
    await writeFile(
      wrong,
      JSON.stringify({ version: 1, location: "ui", mode: "MAC", steps: [{}] }),
    );
    await expect(start(undefined, { replayFile: wrong })).rejects.toThrow(
      /wrong.scenario.json is not a valid scenario \(version 1, read as version 2\):\n {2}mode: .*\n {2}steps\[0\]/,
    );
  });
});
