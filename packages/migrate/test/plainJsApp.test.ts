// The plain JavaScript app (test/fixtures/plain-js: a helper `apiFor(location)` returning the admin
// or the DSR API, a vendored minified copy of the client under public/vendor/ loaded by a
// script-tag page), migrated, then started against createMockHost(): no runtime error, every call
// reaches the host as the operation it was. The vendored copy is byte for byte what it was, and each
// place the codemod could not prove is in the report file at its line.
import { cpSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MockHost } from "@hostbridge/host-simulator";
import type * as Sdk from "@hostbridge/sdk";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MigrationPlan, ReportedPlace } from "@hostbridge/migrate";
import { planMigration, REPORT_FILE, writeMigration } from "@hostbridge/migrate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tempApp } from "./helpers/tempApp";

const state = vi.hoisted(() => ({ mock: undefined as MockHost | undefined }));

vi.mock("@hostbridge/sdk", async (importOriginal) => {
  const real = await importOriginal<typeof Sdk>();
  const withHost = () => ({ transport: state.mock!.transport });
  return {
    ...real,
    useAdmin: () => real.useAdmin(withHost()),
    useDsr: () => real.useDsr(withHost()),
    useHostApi: () => real.useHostApi(withHost()),
  };
});

const CLIENT_COPY = fileURLToPath(
  new URL("../node_modules/@pitcher/js-api/js-api.umd.min.js", import.meta.url),
);
const VENDORED = "public/vendor/js-api.umd.min.js";

let dir: string;
let dispose: () => void;
let plan: MigrationPlan;
let start: (location: string) => Promise<Record<string, unknown>>;

beforeAll(async () => {
  const copy = tempApp("plain-js");
  ({ dir, dispose } = copy);
  // the app's own copy of the client's script-tag build, as teams vendor it
  mkdirSync(join(dir, "public/vendor"), { recursive: true });
  cpSync(CLIENT_COPY, join(dir, VENDORED));
  plan = await planMigration(dir, { modernize: [] });
  writeMigration(plan);
  state.mock = createMockHost({
    mode: "WEB",
    handlers: {
      admin_get_app_config: () => ({ currency: "EUR" }),
      dsr_get_app_config: () => ({ currency: "USD" }),
    },
  });
  ({ start } = (await import(/* @vite-ignore */ join(dir, "src/main.js"))) as {
    start: typeof start;
  });
}, 120_000);

afterAll(() => {
  state.mock?.dispose();
  dispose?.();
});

describe("the migrated plain JavaScript app", () => {
  it("starts in admin and in DSR without a runtime error: the helper's objects were renamed by type", async () => {
    const host = state.mock!.host;
    const env = host.updateEnv({}, { notify: false });
    const admin = await start("admin");
    expect(admin).toMatchObject({
      user: env.svc.user["name"],
      instance: env.svc.instance["id"],
      currency: "EUR",
    });
    expect(host.requests.map((request) => request.type)).toEqual(
      expect.arrayContaining(["get_env", "admin_get_app_config", "admin_get_env", "get_files"]),
    );
    // getAppConfig({ app_name }) moved as it was: the host is asked for the named app's config
    expect(
      host.requests.find((request) => request.type === "admin_get_app_config")?.payload,
    ).toEqual({ app_name: "price-list" });
    expect(await start("dsr")).toMatchObject({ currency: "USD" });
  });

  it("leaves the vendored copy of the client byte for byte as it was, and says so", () => {
    expect(readFileSync(join(dir, VENDORED))).toEqual(readFileSync(CLIENT_COPY));
    expect(plan.notices.map((notice) => notice.file)).toEqual([VENDORED]);
  });

  it("lists every place it could not prove in the report file, at its line", () => {
    const places = (
      JSON.parse(readFileSync(join(dir, REPORT_FILE), "utf8")) as { places: ReportedPlace[] }
    ).places.map((place) => `${place.file}:${place.line} ${place.code}`);
    expect(places).toEqual([
      "src/prices.js:8 .catch((error) => [`failed: ${error.detail}`]);",
      "src/prices.js:15 .catch((problem) => show(`reload failed: ${problem.detail}`));",
      "src/prices.js:20 return target.app_loaded();",
      'public/legacy.html:9 <script src="/vendor/js-api.umd.min.js"></script>',
    ]);
  });

  it("keeps each file's mode", () => {
    expect(statSync(join(dir, "src/main.js")).mode & 0o777).toBe(
      statSync(join(dir, "index.html")).mode & 0o777,
    );
  });
});
