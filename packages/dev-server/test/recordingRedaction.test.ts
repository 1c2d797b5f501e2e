// `hostbridge dev --record <file>` never writes a token to disk, whatever the page sends: the
// scenario is redacted again on the server (credential keys, and tokens inside values such as a
// URL's `?access_token=`), the rest kept as sent.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIO_PATH, startDevServer } from "@hostbridge/dev-server";
import { SCENARIO_VERSION } from "@hostbridge/protocol-types";

const SECRET = "URL-SECRET-123456";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-record-redact-"));
  await mkdir(join(dir, "app"));
  await mkdir(join(dir, "page"));
  await writeFile(join(dir, "app", "index.html"), "<p>app</p>");
  await writeFile(join(dir, "page", "index.html"), "<p>page</p>");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("--record", () => {
  it("writes no token a page sent inside a value or under a credential key", async () => {
    const file = join(dir, "run.scenario.json");
    const server = await startDevServer({
      appDir: join(dir, "app"),
      devHostDir: join(dir, "page"),
      watch: false,
      recordFile: file,
    });
    try {
      const scenario = {
        version: SCENARIO_VERSION,
        location: "ui",
        mode: "IOS",
        wire: "platform",
        steps: [
          {
            from: "host",
            kind: "answer",
            type: "get_env",
            status: "ok",
            body: {
              svc: { access_token: SECRET },
              file: { download_url: `https://cdn.example.com/deck.pdf?access_token=${SECRET}&v=2` },
            },
          },
          {
            from: "host",
            kind: "answer",
            type: "crm_query",
            status: "error",
            error: { message: "CRM is down", code: "CRM_DOWN" },
          },
        ],
      };
      const put = await fetch(new URL(SCENARIO_PATH, server.url), {
        method: "PUT",
        body: JSON.stringify(scenario),
      });
      expect(put.status).toBe(200);
      const text = await readFile(file, "utf8");
      expect(text).not.toContain(SECRET);
      expect(JSON.parse(text)).toEqual({
        ...scenario,
        steps: [
          {
            ...scenario.steps[0],
            body: {
              svc: { access_token: "[redacted]" },
              file: {
                download_url: "https://cdn.example.com/deck.pdf?access_token=[redacted]&v=2",
              },
            },
          },
          scenario.steps[1],
        ],
      });
    } finally {
      await server.close();
    }
  });
});
