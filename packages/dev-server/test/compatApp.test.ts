// The dev host turns @hostbridge/compat's development notices on (its URL flag on the app's page) for
// an app on compat only: the config says so when the app depends on compat, loads its script build by
// a tag, or has it in a built file; an app on the SDK gets nothing of compat on its URL.
import { describe, expect, it } from "vitest";
import { appConfigPerTest } from "./helpers/appConfig";

/** The config the dev host page reads, for an app of `files`. */
const configOf = appConfigPerTest();

const page = (script = "") => `<!doctype html><title>app</title>${script}`;

describe("compat's notices in the dev host", () => {
  it("are on for an app whose package.json depends on @hostbridge/compat", async () => {
    const config = await configOf({
      "index.html": page(),
      "package.json": JSON.stringify({ dependencies: { "@hostbridge/compat": "^0.1.0" } }),
    });
    expect(config.compatNotices).toBe(true);
  });

  it("are on for a page that loads compat's script build by a tag", async () => {
    const config = await configOf({
      "index.html": page(
        '<script src="https://cdn.jsdelivr.net/npm/@hostbridge/compat@0.1.0/dist/js-api.umd.min.js"></script>',
      ),
    });
    expect(config.compatNotices).toBe(true);
  });

  it("are on for an app whose built file bundles compat", async () => {
    const config = await configOf({
      "index.html": page('<script src="./app.js"></script>'),
      "app.js": 'var e="hostbridge_compat_notice";',
    });
    expect(config.compatNotices).toBe(true);
  });

  it("are off for an app on the SDK", async () => {
    const config = await configOf({
      "index.html": page(),
      "package.json": JSON.stringify({ dependencies: { "@hostbridge/sdk": "^0.1.0" } }),
    });
    expect(config.compatNotices).toBe(false);
  });
});
