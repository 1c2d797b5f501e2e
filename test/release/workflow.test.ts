// The release workflow (.github/workflows/release.yml) cannot run here: it needs GitHub and an npm
// token. What can be checked is checked: it is valid YAML a maintainer starts by hand, every step
// says what it does, every command it runs exists in this repository, it publishes with provenance,
// and it runs in the order README.md's "Releasing" tells, whose commands exist too: the version
// commit reaches main before anything is published. The CI workflow (.github/workflows/ci.yml) runs
// `.ci/run` on every push and pull request.
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const REPO = join(import.meta.dirname, "..", "..");
const WORKFLOW_FILE = join(REPO, ".github", "workflows", "release.yml");
const CI_FILE = join(REPO, ".github", "workflows", "ci.yml");
const rootPkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
}
interface Workflow {
  name?: string;
  on?: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs?: Record<string, { name?: string; "runs-on"?: string; steps?: Step[] }>;
}

/** pnpm's own commands the release uses (anything else after `node scripts/pnpm.mjs` is a bin). */
const PNPM_COMMANDS = new Set(["install", "publish", "exec", "run"]);

/** Why `command` (one shell command, GitHub expressions removed) would not run here, or undefined. */
function commandProblem(command: string): string | undefined {
  const words = command.trim().split(/\s+/);
  const [program, first, second] = words;
  if (program === "git") return undefined;
  if (program === "bash")
    return first?.startsWith(".ci/") ? commandProblem(first) : `bash ${first}`;
  if (program === "npm") {
    if (first === "test") return rootPkg.scripts.test ? undefined : "npm test: no test script";
    if (first === "run")
      return second && rootPkg.scripts[second] ? undefined : `npm run ${second}: no such script`;
    return `npm ${first}: the release runs pnpm, never npm ${first}`;
  }
  if (program?.startsWith("./") || program?.startsWith(".ci/")) {
    const file = join(REPO, program);
    if (!existsSync(file)) return `${program}: no such file`;
    try {
      accessSync(file, constants.X_OK);
    } catch {
      return `${program}: not executable`;
    }
    return undefined;
  }
  if (program === "node") {
    if (!first || !existsSync(join(REPO, first))) return `node ${first}: no such file`;
    if (first !== "scripts/pnpm.mjs") return undefined;
    if (!second) return "node scripts/pnpm.mjs: no pnpm command";
    if (PNPM_COMMANDS.has(second)) return undefined;
    return existsSync(join(REPO, "node_modules", ".bin", second))
      ? undefined
      : `node scripts/pnpm.mjs ${second}: no such command in node_modules/.bin`;
  }
  return `${command}: not a command this check knows`;
}

/** The shell commands of a `run` block: one per line, `&&`/`||` chains split, expressions removed. */
function commandsOf(run: string): string[] {
  return run
    .replace(/\$\{\{[^}]*\}\}/g, "")
    .split("\n")
    .flatMap((line) => line.split(/&&|\|\|/))
    .map((command) => command.trim())
    .filter((command) => command && !command.startsWith("#"));
}

const workflow = parse(readFileSync(WORKFLOW_FILE, "utf8")) as Workflow;
const jobs = Object.values(workflow.jobs ?? {});
const steps = jobs.flatMap((job) => job.steps ?? []);
const runs = steps.flatMap((step) => (step.run ? commandsOf(step.run) : []));
const indexOf = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ""));

describe("the release workflow", () => {
  it("is a workflow a maintainer starts by hand, with one job of named steps", () => {
    expect(workflow.name).toBe("Release");
    expect(Object.keys(workflow.on ?? {})).toEqual(["workflow_dispatch"]);
    expect(jobs).toHaveLength(1);
    expect(steps.length).toBeGreaterThan(5);
    for (const [index, step] of steps.entries()) {
      expect(step.name, `step ${index + 1}`).toMatch(/\w/);
      expect(!!step.uses !== !!step.run, `${step.name}: either uses or run`).toBe(true);
      if (step.uses) expect(step.uses, step.name).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
    }
  });

  it("runs only commands that exist in this repository", () => {
    expect(runs.length).toBeGreaterThan(5);
    expect(runs.map(commandProblem).filter(Boolean)).toEqual([]);
  });

  it("publishes every package with pnpm, with provenance and the NPM_TOKEN secret", () => {
    expect(workflow.permissions).toEqual({ contents: "write", "id-token": "write" });
    const publish = steps.filter((step) => /\bpublish\b/.test(step.run ?? ""));
    expect(publish).toHaveLength(1);
    expect(publish[0]!.run).toMatch(/^node scripts\/pnpm\.mjs publish -r --access public\b/);
    expect(publish[0]!.env).toEqual({
      NODE_AUTH_TOKEN: "${{ secrets.NPM_TOKEN }}",
      NPM_CONFIG_PROVENANCE: "true",
    });
    const setupNode = steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setupNode?.with).toMatchObject({
      "node-version": 20,
      "registry-url": "https://registry.npmjs.org",
    });
  });

  it("versions, tests what it versioned, pushes the version commit, and only then publishes and tags", () => {
    const order = [
      indexOf(/install --frozen-lockfile/),
      indexOf(/first-release-changesets\.mjs --check/),
      indexOf(/first-release-versions\.mjs/),
      indexOf(/changeset version/),
      indexOf(/git commit/),
      indexOf(/^\.ci\/run$/),
      indexOf(/git push .*origin HEAD:main/),
      indexOf(/publish -r/),
      indexOf(/git push origin --tags/),
    ];
    expect(
      order.every((index) => index >= 0),
      `steps found at ${order.join(", ")}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("checks the push in a dry run too, so a refused push shows before a real release", () => {
    const push = steps[indexOf(/git push .*origin HEAD:main/)]!;
    expect(push.if).toBeUndefined();
    expect(push.run).toContain("inputs.dry-run && '--dry-run'");
  });

  it("finds what it looks for (a missing script, file or bin is a problem)", () => {
    expect(commandProblem("npm run no-such-script")).toMatch(/no such script/);
    expect(commandProblem("node scripts/no-such-file.mjs")).toMatch(/no such file/);
    expect(commandProblem("node scripts/pnpm.mjs no-such-bin")).toMatch(/no such command/);
    expect(commandProblem(".ci/nothing")).toMatch(/no such file/);
    expect(commandProblem("curl https://example.invalid | sh")).toMatch(/not a command/);
    expect(commandProblem("node scripts/pnpm.mjs changeset version")).toBeUndefined();
  });
});

describe("the CI workflow", () => {
  const ci = parse(readFileSync(CI_FILE, "utf8")) as Workflow;
  const ciSteps = Object.values(ci.jobs ?? {}).flatMap((job) => job.steps ?? []);

  it("runs on every push and pull request", () => {
    expect(Object.keys(ci.on ?? {}).sort()).toEqual(["pull_request", "push"]);
  });

  it("runs .ci/run (which installs, builds and tests), a command that exists here", () => {
    const ciRuns = ciSteps.flatMap((step) => (step.run ? commandsOf(step.run) : []));
    expect(ciRuns).toEqual(["bash .ci/run"]);
    expect(ciRuns.map(commandProblem).filter(Boolean)).toEqual([]);
    for (const step of ciSteps) {
      expect(step.name).toMatch(/\w/);
      if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
    }
  });
});

describe('README.md "Releasing"', () => {
  const readme = readFileSync(join(REPO, "README.md"), "utf8");
  const section = /^## Releasing\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? "";
  // Every command in backquotes, except the one it forbids ("Never `npm publish` a package folder").
  const commands = [...section.matchAll(/(?<!Never )`((?:node|npm|\.ci\/)[^`]*)`/g)].map(
    (match) => match[1]!,
  );

  it("names the workflow and the secret it needs", () => {
    expect(section).toContain(".github/workflows/release.yml");
    expect(section).toContain("NPM_TOKEN");
  });

  it("tells only commands that exist", () => {
    expect(commands.length).toBeGreaterThan(3);
    expect(commands.map(commandProblem).filter(Boolean)).toEqual([]);
  });

  it("tells every command the workflow runs (other than git), so a maintainer can run them by hand", () => {
    const told = new Set(commands.map((command) => command.replace(/\s+/g, " ").trim()));
    const workflowCommands = runs
      .filter((command) => !command.startsWith("git "))
      .map((command) => command.replace(/\s+/g, " ").trim());
    expect(workflowCommands.filter((command) => !told.has(command))).toEqual([]);
  });
});
