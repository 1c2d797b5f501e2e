// @vitest-environment happy-dom
// The surface compared with the client itself, loaded as the registry ships it: every run-time
// export with the same value, every member of its API objects (snake_case aliases included).
import * as compat from "@hostbridge/compat";
import { createMemoryTransportPair } from "@hostbridge/transport";
import { afterAll, describe, expect, it } from "vitest";

type Module = Record<string, unknown>;
// (its package.json's `module` entry; `main` is the UMD build)
const client = (await import("@pitcher/js-api/js-api.esm.js")) as Module;
const ours = compat as unknown as Module;
// (on this top-level page compat talks to the page's own window, ./topLevelPage.test.ts, where the
// client's post-robot, listening too, would answer its hello: a transport of its own keeps them apart)
compat.configureCompat({ bridge: { transport: createMemoryTransportPair()[0] }, notices: false });
afterAll(() => compat.configureCompat({}));

const keysOf = (value: unknown) => Object.keys(value as object).sort();

describe("the surface of @hostbridge/compat, beside @pitcher/js-api 1.26.0", () => {
  it("has every run-time export of the client", () => {
    expect(keysOf(client).length).toBe(31);
    expect(keysOf(client).filter((name) => !(name in ours))).toEqual([]);
  });

  it("gives each constant the client's value", () => {
    for (const [name, value] of Object.entries(client)) {
      if (typeof value === "function" || name === "highLevelApi") continue;
      expect(ours[name], name).toEqual(value);
    }
  });

  it.each(["useUi", "useAdmin", "useDsr", "usePitcherApi"])(
    "gives %s() the client's members, aliases included",
    (factory) => {
      const theirs = (client[factory] as () => object)();
      const mine = (ours[factory] as () => object)();
      expect(keysOf(mine)).toEqual(keysOf(theirs));
    },
  );
});
