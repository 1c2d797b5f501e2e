import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createLocalPlatform,
  isLocalPlatformError,
  LOCAL_PLATFORM_ERROR_CODES,
} from "@hostbridge/local-platform";
import { appFiles, buildZip } from "./helpers/zips";
import { install, json, publish, startPlatform, tempDir } from "./helpers/platform";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dir(): Promise<string> {
  const temp = await tempDir();
  cleanups.push(temp.remove);
  return temp.dir;
}

describe("restart persistence", () => {
  it("a new server on the same directory sees the same apps, versions and installs", async () => {
    const stateDir = await dir();
    const first = await startPlatform(stateDir);
    await publish(first, await buildZip(appFiles("demo", "one")));
    await publish(first, await buildZip(appFiles("demo", "two")));
    await install(first, "demo", ["a"], { version: 1 });
    await install(first, "demo", ["b"]);
    const apps = first.listApps();
    const installs = first.listInstalls();
    await first.close();

    const second = await startPlatform(stateDir);
    cleanups.push(() => second.close());
    expect(second.listApps()).toEqual(apps);
    expect(second.listInstalls()).toEqual(installs);
    expect(await (await fetch(second.appUrl("a", "demo"))).text()).toContain("<title>one</title>");
    expect(await (await fetch(second.appUrl("b", "demo"))).text()).toContain("<title>two</title>");
    const third = await json(await publish(second, await buildZip(appFiles("demo", "three"))));
    expect(third.release.version).toBe(3);
  });

  it("writes state.json atomically, leaving no temp files, and keeps each version's zip without unpacking it", async () => {
    const stateDir = await dir();
    const platform = await startPlatform(stateDir);
    cleanups.push(() => platform.close());
    const zip = await buildZip(appFiles("demo", "one"));
    await publish(platform, zip);
    await install(platform, "demo", ["a"]);
    const state = JSON.parse(await readFile(join(stateDir, "state.json"), "utf8"));
    expect(state).toMatchObject({
      format: 1,
      apps: [{ name: "demo" }],
      installs: [{ instance_id: "a", app: "demo", version: 1 }],
    });
    expect((await readdir(stateDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(await readFile(join(stateDir, "apps", "demo", "1", "app.zip"))).toEqual(zip);
    // Installed files are served from the stored zip: nothing is unpacked beside it.
    expect(await readdir(join(stateDir, "apps", "demo", "1"))).toEqual(["app.zip"]);
    const served = await fetch(platform.appUrl("a", "demo", "styles/main.css"));
    expect(await served.text()).toContain("one");
  });

  it("removes leftovers of interrupted uploads on start", async () => {
    const stateDir = await dir();
    await mkdir(join(stateDir, "tmp", "version-leftover"), { recursive: true });
    await writeFile(join(stateDir, "tmp", "upload-leftover.zip"), "partial");
    const platform = await startPlatform(stateDir);
    cleanups.push(() => platform.close());
    expect(await readdir(join(stateDir, "tmp"))).toEqual([]);
  });

  it("refuses to start on a state.json it cannot read, saying what to do", async () => {
    const stateDir = await dir();
    await writeFile(join(stateDir, "state.json"), '{"format": 99}');
    const error = await createLocalPlatform({ dir: stateDir, apiKeys: [] }).catch(
      (caught: unknown) => caught,
    );
    expect(isLocalPlatformError(error) && error.code).toBe(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_STATE,
    );
    expect((error as Error).message).toContain("point `dir` at another one");
  });
});

describe("concurrent publishes", () => {
  it("give distinct consecutive versions, each stored with its own archive", async () => {
    const platform = await startPlatform(await dir());
    cleanups.push(() => platform.close());
    const zips = await Promise.all(
      Array.from({ length: 8 }, (_, index) => buildZip(appFiles("demo", `build-${index}`))),
    );
    const releases = await Promise.all(
      zips.map(async (zip) => {
        const response = await publish(platform, zip);
        expect(response.status).toBe(201);
        return { zip, release: (await json(response)).release };
      }),
    );
    expect(releases.map(({ release }) => release.version).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    for (const { zip, release } of releases) {
      expect(release.sha256).toBe(createHash("sha256").update(zip).digest("hex"));
      const stored = await readFile(
        join(platform.dir, "apps", "demo", String(release.version), "app.zip"),
      );
      expect(stored.equals(zip)).toBe(true);
    }
    expect(platform.listApps()[0]?.versions).toHaveLength(8);
  });
});
