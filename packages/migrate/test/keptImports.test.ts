// Leaving compat (every rule), an imported name that @hostbridge/sdk does not export is never moved
// into the import of @hostbridge/sdk (the app would stop building): it stays imported from where it
// was, that package stays a dependency, and the report says so once, at the import. The peer
// connectivity code is written from the client's README and types: `PeerConnectivityActions` is a
// value (an enum) of the client with no value of that name in the SDK.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrationReport, planMigration, writeMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { tempAppsPerTest } from "./helpers/tempApp";
import { typeErrors } from "./helpers/typeCheck";

const app = tempAppsPerTest();

const PEER = `import { PeerConnectivityActions, sendPeerConnectivityEvent } from "@pitcher/js-api";

export function announce(slide: number): void {
  void sendPeerConnectivityEvent({
    action: PeerConnectivityActions.CANVAS_OPEN,
    data: { slide },
  });
}
`;

describe("leaving compat with a name the SDK lacks", () => {
  it("keeps the name imported from where it was, keeps that dependency, and the app still type-checks", async () => {
    const dir = app("vanilla-ts");
    writeFileSync(join(dir, "src/peer.ts"), PEER);
    expect(await typeErrors(dir)).toEqual([]);
    const plan = await planMigration(dir, { modernize: [] });
    writeMigration(plan);
    const peer = readFileSync(join(dir, "src/peer.ts"), "utf8");
    expect(peer.split("\n").slice(0, 2)).toEqual([
      'import { sendPeerConnectivityEvent } from "@hostbridge/sdk";',
      'import { PeerConnectivityActions } from "@pitcher/js-api";',
    ]);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(["@hostbridge/sdk", "@pitcher/js-api"]),
    );
    const lines = migrationReport(plan, true)
      .files.filter((file) => file.file === "src/peer.ts")
      .flatMap((file) => file.needsPerson.map((entry) => `${entry.line}: ${entry.why}`))
      .filter((line) => line.includes("PeerConnectivityActions"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^1: PeerConnectivityActions has no equivalent export in @hostbridge\/sdk: it stays imported from @pitcher\/js-api/,
    );
    expect(await typeErrors(dir)).toEqual([]);
  }, 180_000);
});

describe("--modernize without the app's installed packages", () => {
  it("refuses to run and writes nothing, rather than answer differently", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { DependenciesMissingError } = await import("@hostbridge/migrate");
    // outside the repository: nothing above it resolves the client
    const dir = mkdtempSync(join(tmpdir(), "migrate-uninstalled-"));
    try {
      writeFileSync(
        join(dir, "package.json"),
        '{ "name": "a", "private": true, "dependencies": { "@pitcher/js-api": "1.26.0" } }\n',
      );
      writeFileSync(join(dir, "main.ts"), PEER);
      const error = await planMigration(dir, { modernize: [] }).catch(
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(DependenciesMissingError);
      expect(error).toMatchObject({ code: "DEPENDENCIES_MISSING", packages: ["@pitcher/js-api"] });
      expect((error as Error).message).toContain(
        "@pitcher/js-api is not installed: run the app's install",
      );
      expect(readFileSync(join(dir, "main.ts"), "utf8")).toBe(PEER);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Written from the client's declarations (`getAvailableApis(): JsApiLocation[]`, in the UI
// `["ui", "impact"]`): which environment the app runs in, read with `.includes(...)`, and a test of
// the app's own that doubles it with an array.
const WHERE = `import { getAvailableApis, useUi } from "@pitcher/js-api";
import type { JsApiLocation } from "@pitcher/js-api";

export function currentLocation(): JsApiLocation {
  const available = getAvailableApis();
  if (available.includes("admin")) return "admin";
  if (available.includes("ui")) return "ui";
  return "impact";
}

export async function loaded(): Promise<void> {
  if (currentLocation() === "ui") await useUi().appLoaded();
}
`;

const WHERE_TEST = `import { expect, it, vi } from "vitest";
import { currentLocation } from "./where";

vi.mock("@pitcher/js-api", () => ({
  getAvailableApis: () => ["admin"],
  useUi: () => ({ appLoaded: vi.fn() }),
}));

it("runs in the admin location", () => {
  expect(currentLocation()).toBe("admin");
});
`;

describe("leaving compat with getAvailableApis() read as the client's array", () => {
  it("keeps getAvailableApis() on the package it was imported from (in the app and in its test doubles), reports one decision at the call, and the app still type-checks", async () => {
    const dir = app("vanilla-ts");
    writeFileSync(join(dir, "src/where.ts"), WHERE);
    writeFileSync(join(dir, "src/where.test.ts"), WHERE_TEST);
    expect(await typeErrors(dir)).toEqual([]);
    const plan = await planMigration(dir, { modernize: [] });
    writeMigration(plan);
    const where = readFileSync(join(dir, "src/where.ts"), "utf8");
    expect(where.split("\n").slice(0, 3)).toEqual([
      'import { useUi } from "@hostbridge/sdk";',
      'import { getAvailableApis } from "@pitcher/js-api";',
      'import type { JsApiLocation } from "@hostbridge/protocol-types";',
    ]);
    // the reads are the client's, unchanged
    expect(where).toContain('if (available.includes("admin")) return "admin";');
    const test = readFileSync(join(dir, "src/where.test.ts"), "utf8");
    expect(test).toContain(
      'vi.mock("@pitcher/js-api", () => ({\n  getAvailableApis: () => ["admin"],\n}));',
    );
    expect(test).toContain(
      'vi.mock("@hostbridge/sdk", () => ({\n  useUi: () => ({ appLoaded: vi.fn() }),\n}));',
    );
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(["@hostbridge/sdk", "@pitcher/js-api"]),
    );
    const lines = migrationReport(plan, true)
      .files.filter((file) => file.file.startsWith("src/where"))
      .flatMap((file) =>
        file.needsPerson.map((entry) => `${file.file}:${entry.line} ${entry.rule} ${entry.why}`),
      );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^src\/where\.ts:6 get-available-apis getAvailableApis\(\) stays imported from @pitcher\/js-api: .*adapt every read of available \(2 here\)/,
    );
    expect(await typeErrors(dir)).toEqual([]);
  }, 180_000);
});
