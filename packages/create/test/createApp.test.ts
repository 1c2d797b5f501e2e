import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "@hostbridge/create";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

function io(cwd: string) {
  let stdout = "";
  let stderr = "";
  return {
    io: {
      cwd,
      stdout: { write: (chunk: string) => (stdout += chunk) },
      stderr: { write: (chunk: string) => (stderr += chunk) },
      stdin: (async function* () {})(),
      env: {},
      isTTY: false,
    },
    output: () => ({ stdout, stderr }),
  };
}

describe("npm create @hostbridge", () => {
  it("scaffolds the lean app in the directory given, as hostbridge init does", async () => {
    const root = await mkdtemp(join(tmpdir(), "hb-create-"));
    dirs.push(root);
    const run = io(root);
    expect(await createApp(["shop-app"], run.io)).toBe(0);
    expect(JSON.parse(await readFile(join(root, "shop-app", "app.json"), "utf8"))).toMatchObject({
      name: "shop-app",
      entry: "dist/index.html",
    });
    expect(await readFile(join(root, "shop-app", "test", "app.test.ts"), "utf8")).toContain(
      "createMockHost",
    );
    expect(run.output().stdout).toContain("npm run dev");
  });

  it("passes init's options on and reports its usage errors", async () => {
    const root = await mkdtemp(join(tmpdir(), "hb-create-"));
    dirs.push(root);
    const run = io(root);
    expect(await createApp(["x", "--template", "nope"], run.io)).toBe(2);
    expect(run.output().stderr).toContain('there is no template "nope"');
  });
});
