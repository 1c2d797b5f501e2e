// `hostbridge init --template vanilla|react|full` and the template question asked in a terminal
// (as `npm create vite` asks), never when stdin/stderr is not a terminal or CI is set.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { askTemplate, openLines } from "../src/commands/initPrompt";
import { INIT_TEMPLATES } from "../src/commands/init";
import { cli } from "./helpers/cli";
import { tempDir } from "./helpers/platform";

const templateOf = async (dir: string) =>
  JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };

describe("init templates", { timeout: 30_000 }, () => {
  it("writes the React app with --template react, and the vanilla one for lean", async () => {
    const root = await tempDir();
    const react = await cli(["init", "r", "--template", "react", "--json"], { cwd: root });
    expect(react.json<{ template: string }>().result?.template).toBe("react");
    expect((await templateOf(join(root, "r"))).dependencies).toHaveProperty("@hostbridge/react");
    expect(await readdir(join(root, "r", "src"))).toEqual(["App.tsx", "main.tsx"]);
    const lean = await cli(["init", "l", "--template", "lean", "--json"], { cwd: root });
    expect(lean.json<{ template: string }>().result?.template).toBe("vanilla");
  });

  it("asks for the template in a terminal, by number or name", async () => {
    const root = await tempDir();
    const run = await cli(["init", "asked", "--name", "asked"], {
      cwd: root,
      isTTY: true,
      stdin: "3\n",
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/which template\?\n {2}1\. vanilla \(default\): /);
    expect(run.stdout).toContain("(the react template)");
    const both = await cli(["init", "named"], { cwd: root, isTTY: true, stdin: "notes\nfull\n" });
    expect(both.stdout).toContain("created notes");
    expect(both.stdout).toContain("(the full template)");
  });

  it("asks nothing when not in a terminal, in CI, with --yes or --template: vanilla by default", async () => {
    const root = await tempDir();
    for (const [dir, options] of [
      ["piped", { isTTY: false }],
      ["ci", { isTTY: true, env: { CI: "true" } }],
    ] as const) {
      const run = await cli(["init", dir], { cwd: root, stdin: "3\n", ...options });
      expect(run.stderr).not.toContain("which template?");
      expect(run.stdout).toContain("(the vanilla template)");
    }
    const yes = await cli(["init", "yes", "--yes"], { cwd: root, isTTY: true, stdin: "3\n" });
    expect(yes.stdout).toContain("(the vanilla template)");
    const given = await cli(["init", "given", "--name", "given", "--template", "react"], {
      cwd: root,
      isTTY: true,
      stdin: "3\n",
    });
    expect(given.stderr).not.toContain("which template?");
    expect(given.stdout).toContain("(the react template)");
  });

  it("asks again after an answer that names no template, and takes the default on an empty one", async () => {
    const answers = ["banana", "9", "react"];
    const asked: string[] = [];
    const ask = (question: string) => (asked.push(question), Promise.resolve(answers.shift()!));
    expect(await askTemplate(ask, INIT_TEMPLATES, "vanilla")).toBe("react");
    expect(asked[1]).toMatch(/^"banana" is not a template: answer 1-4 or a name/);
    expect(await askTemplate(() => Promise.resolve(""), INIT_TEMPLATES, "vanilla")).toBe("vanilla");
  });

  it("reads one answer per line from one stdin stream, across chunks", async () => {
    const stdin = new PassThrough();
    const written: string[] = [];
    const lines = openLines({ stdin, stderr: { write: (s: string) => (written.push(s), true) } });
    stdin.write("my-");
    stdin.write("app\nrea");
    stdin.write("ct\n");
    expect(await lines.ask("name? ")).toBe("my-app");
    expect(await lines.ask("template? ")).toBe("react");
    lines.close();
    expect(written).toEqual(["name? ", "template? "]);
  });
});
