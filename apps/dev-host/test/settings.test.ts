import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultSettings,
  loadSettings,
  parseSettings,
  saveSettings,
  SETTINGS_KEY,
} from "../src/settings";

describe("the dev host's stored settings", () => {
  it("round-trips through storage", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const settings = defaultSettings();
    settings.location = "dsr";
    settings.mode = "ANDROID";
    settings.interactive = "auto";
    settings.latencyMs = 150;
    settings.envText = '{ "mode": "ANDROID" }';
    settings.operations.get_env = {
      kind: "fail",
      error: { message: "offline", code: "OFFLINE" },
      delayMs: 200,
    };
    settings.operations.ui_print_canvas = { kind: "answer", body: { success: true }, delayMs: 0 };
    settings.operations.ui_select_content = { kind: "hang" };
    settings.panel = "fixtures";
    settings.source = { kind: "installed", instanceId: "local-test", appName: "demo" };
    expect(saveSettings(settings, storage)).toBe(true);
    expect(store.has(SETTINGS_KEY)).toBe(true);
    expect(loadSettings(storage)).toEqual(settings);
  });

  it("keeps the well-formed fields of stale or hand-edited storage and drops the rest", () => {
    const parsed = parseSettings(
      JSON.stringify({
        location: "desk",
        mode: "IOS",
        latencyMs: -5,
        operations: {
          ok: { kind: "answer", body: null },
          broken: { kind: "fail", error: { message: 1 } },
          // (saved by an older page: no longer a canned answer, dropped without an error)
          older: { kind: "response", body: { success: true }, delayMs: 0 },
          olderError: { kind: "error", message: "offline", delayMs: 0 },
          other: "x",
        },
        panel: "nowhere",
        source: { kind: "installed", instanceId: 7 },
      }),
    );
    expect(parsed).toEqual({
      ...defaultSettings(),
      mode: "IOS",
      operations: { ok: { kind: "answer", body: null } },
    });
    expect(parseSettings("{not json")).toEqual(defaultSettings());
    expect(
      loadSettings({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toEqual(defaultSettings());
    expect(
      saveSettings(defaultSettings(), {
        setItem: () => {
          throw new Error("quota");
        },
      }),
    ).toBe(false);
  });

  it("never throws on whatever storage holds", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const settings = parseSettings(raw);
          expect(Object.keys(settings).sort()).toEqual(Object.keys(defaultSettings()).sort());
        },
      ),
    );
  });
});
