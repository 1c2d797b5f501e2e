// The migrated vanilla app, unit-tested the way our templates test apps: its own functions called
// against `createMockHost()` (the SDK's factories are handed the mock host's transport). Each call
// of the original app reaches the host as the same operation and is answered; the rewritten error
// handling reads the host's error body.
import { join } from "node:path";
import type { MockHost } from "@hostbridge/host-simulator";
import type * as Sdk from "@hostbridge/sdk";
import { createMockHost } from "@hostbridge/host-simulator";
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as FixtureApp from "./fixtures/vanilla-ts/src/app";
import { tempApp } from "./helpers/tempApp";

const state = vi.hoisted(() => ({ mock: undefined as MockHost | undefined, failFiles: false }));

vi.mock("@hostbridge/sdk", async (importOriginal) => {
  const real = await importOriginal<typeof Sdk>();
  const withHost = () => ({ transport: state.mock!.transport });
  return {
    ...real,
    useUi: () => real.useUi(withHost()),
    useAdmin: () => real.useAdmin(withHost()),
    useHostApi: () => real.useHostApi(withHost()),
  };
});

type App = typeof FixtureApp;
let app: App;
let dispose: () => void;

beforeAll(async () => {
  const copy = tempApp("vanilla-ts");
  dispose = copy.dispose;
  writeMigration(await planMigration(copy.dir, { modernize: [] }));
  state.mock = createMockHost({
    mode: "WEB",
    handlers: {
      get_files: (_payload, context) => {
        if (state.failFiles) throw new Error("No files today");
        return context.fallback();
      },
      get_folder: (payload, context) => {
        if (payload?.id === "missing")
          throw Object.assign(new Error("No such folder"), { code: "NOT_FOUND" });
        return context.fallback();
      },
    },
  });
  app = (await import(/* @vite-ignore */ join(copy.dir, "src/app.ts"))) as App;
}, 120_000);

afterAll(() => {
  state.mock?.dispose();
  dispose?.();
});

const host = () => state.mock!.host;
const lastRequest = () => host().requests.at(-1)!;

describe("the migrated app against createMockHost()", () => {
  it("start(): reads the environment (env.svc), then tells the host it loaded", async () => {
    const env = host().updateEnv({}, { notify: false });
    const greeting = await app.start();
    expect(greeting).toEqual({ mode: "WEB", userId: env.svc.user["id"] });
    expect(greeting.userId).toBeDefined();
    expect(
      host()
        .requests.slice(-2)
        .map((request) => request.type),
    ).toEqual(["get_env", "ui_app_loaded"]);
  });

  it("pickOne(): the content picker's answer", async () => {
    const picked = app.pickOne();
    await host().waitForRequest("ui_select_content");
    host().answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-sim-0001" }],
    });
    expect(await picked).toBe("file-sim-0001");
  });

  it("fit(): resizes the frame", async () => {
    await app.fit(321);
    expect(lastRequest()).toMatchObject({ type: "ui_app_resize", payload: { height: 321 } });
  });

  it("adminOwner(): the admin environment's instance (env.svc)", async () => {
    const owner = await app.adminOwner();
    expect(lastRequest().type).toBe("admin_get_env");
    expect(owner).toBe(host().updateEnv({}, { notify: false }).svc.instance["id"]);
  });

  it("loadFiles(): the files, and on failure the message of the host's error body", async () => {
    expect(await app.loadFiles()).toMatch(/^\d+ files$/);
    state.failFiles = true;
    expect(await app.loadFiles()).toBe("failed: No files today");
    state.failFiles = false;
  });

  it("folderName(): the error code read from the host's error body", async () => {
    expect(await app.folderName("missing")).toBe("no such folder");
    expect(lastRequest()).toMatchObject({ type: "get_folder", payload: { id: "missing" } });
  });
});
