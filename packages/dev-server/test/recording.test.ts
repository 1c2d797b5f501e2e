import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIO_PATH, startDevServer } from "@hostbridge/dev-server";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-record-"));
  await mkdir(join(dir, "app"));
  await mkdir(join(dir, "page"));
  await writeFile(join(dir, "app", "index.html"), "<p>app</p>");
  await writeFile(join(dir, "page", "index.html"), "<p>page</p>");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const start = (recordFile?: string) =>
  startDevServer({
    appDir: join(dir, "app"),
    devHostDir: join(dir, "page"),
    watch: false,
    recordFile,
  });

describe("--record (PUT /__hostbridge/scenario)", () => {
  it("keeps the record file up to date with what the page sends, and tells the page it records", async () => {
    const file = join(dir, "run.scenario.json");
    const server = await start(file);
    try {
      expect(server.config().record).toEqual({ file });
      const scenario = { version: 1, location: "ui", mode: "WEB", steps: [] };
      const put = (body: string) =>
        fetch(new URL(SCENARIO_PATH, server.url), { method: "PUT", body });
      expect((await put(JSON.stringify(scenario))).status).toBe(200);
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual(scenario);

      const refused = await put(JSON.stringify({ ...scenario, version: 2, steps: [1] }));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('"version": 1');
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
