// The app's settings form reaches the dev host page through the config endpoint: the platform's
// `app.config.json` reference's examples as they are, and a broken one with why and what to do.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevConfig } from "@hostbridge/dev-server";
import { SETTINGS_APP_CONFIG } from "../../../test/existing-client/settingsApp";

let dir: string;

// The reference's examples, as the settings app of test/existing-client has them.
const FORM = SETTINGS_APP_CONFIG;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-settings-form-"));
  await mkdir(join(dir, "page"));
  await writeFile(join(dir, "page", "index.html"), "<p>page</p>");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function configOfApp(name: string, appConfig: string | undefined): Promise<DevConfig> {
  const appDir = join(dir, name);
  await mkdir(appDir);
  await writeFile(join(appDir, "index.html"), "<p>app</p>");
  if (appConfig !== undefined) await writeFile(join(appDir, "app.config.json"), appConfig);
  const server = await startDevServer({ appDir, devHostDir: join(dir, "page"), watch: false });
  try {
    return (await (await fetch(new URL("__hostbridge/config", server.url))).json()) as DevConfig;
  } finally {
    await server.close();
  }
}

describe("the settings form in the dev host's config", () => {
  it("carries the app's app.config.json as the form", async () => {
    expect((await configOfApp("with-form", JSON.stringify(FORM))).settingsForm).toEqual({
      form: FORM,
    });
  });

  it("has no form for an app without app.config.json", async () => {
    expect(await configOfApp("without-form", undefined)).not.toHaveProperty("settingsForm");
  });

  it("says why a broken app.config.json gives no form, and what to do", async () => {
    const notJson = await configOfApp("not-json", "{ sections: ");
    expect(notJson.settingsForm).toEqual({
      problem: expect.stringMatching(/^app\.config\.json is not valid JSON \(.+\); fix it/),
    });
    const noName = await configOfApp(
      "no-name",
      JSON.stringify({ sections: [{ fields: [{ type: "text", label: "Endpoint" }] }] }),
    );
    expect(noName.settingsForm).toEqual({
      problem: expect.stringContaining("sections.0.fields.0.name"),
    });
  });
});
