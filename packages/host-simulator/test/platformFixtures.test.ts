import { describe, expect, it } from "vitest";
import { createFixtures } from "@hostbridge/host-simulator";

describe("platform fixture overrides", () => {
  it("replace only the platform keys given and keep the defaults of the others", () => {
    const defaults = createFixtures();
    const fixtures = createFixtures({
      platform: { fullscreen: true, languages: [["de", "Deutsch"]] },
    });
    expect(fixtures.platform.fullscreen).toBe(true);
    expect(fixtures.platform.languages).toEqual([["de", "Deutsch"]]);
    expect(fixtures.platform.themes).toEqual(defaults.platform.themes);
    expect(fixtures.platform.favorites).toEqual(defaults.platform.favorites);
    // Each host gets its own copy: changing one does not change the defaults of the next.
    fixtures.platform.themes.pop();
    expect(createFixtures().platform.themes).toEqual(defaults.platform.themes);
  });
});
