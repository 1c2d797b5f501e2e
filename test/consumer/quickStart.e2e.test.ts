// The README's quick start as a user runs it, from a real registry: every packed @hostbridge tarball
// is published to Verdaccio on loopback (registry.ts), and npm is pointed at it for the `@hostbridge`
// scope, as a user with a private registry does (`@hostbridge:registry=<url>` in their .npmrc; every
// other package comes from the npm registry through npm's cache). For each template, the README's
// commands in the new app: `npm create @hostbridge` in the form the READMEs give, `npm install`, `npm
// test`, `npm run build`, `npx hostbridge validate` and the app in `hostbridge dev`; then the app is
// committed, as its author pushes it, and the CI workflow it carries runs step by step (workflow.ts)
// in fresh clones, as a push to main: the test job (`npm ci`, `npm test`, `npm run typecheck`, `npm
// run build`, `npx hostbridge validate --strict`, `npx hostbridge-chromium || npx playwright install`,
// `npm run test:e2e` in Debian's Chromium found as a user's machine has it, with no CHROMIUM_PATH and
// no browser download), and the deploy job against a local platform standing in for
// the organization's instance (its production profile and HOSTBRIDGE_API_KEY secret set as the
// workflow's header asks). The user's HOME is new (nothing of Playwright's, no CHROMIUM_PATH).
// Typecheck and the e2e tests run once, in the workflow: running them in the app as well (the same
// packages, the same files) cost a quarter of the suite's time and showed nothing more.
// No warning (an `npm warn` line, npm's deprecation notices among them, or a Node warning such as a
// DeprecationWarning) but the ones EXPECTED_WARNINGS explains.
// The four templates share the registry, the platform and npm's cache, one after another (two at a
// time took as long on 2 cores: each command is CPU-bound).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../tooling/chromium.mjs";
import { systemChromiumCandidates } from "../../packages/playwright/src/findChromium";
import { ok, start, userEnv } from "./helpers";
import type { Ran } from "./helpers";
import { startRegistry } from "./registry";
import type { LocalRegistry } from "./registry";
import { runWorkflow } from "./workflow";
import type { StepOutcome } from "./workflow";
import { consumerWorkspace, expectDevHostShowsPush } from "./workspace";

const CLI_BIN = join(import.meta.dirname, "..", "..", "packages", "cli", "dist", "bin.js");

/** Each template, and the `npm create` arguments the READMEs show for it. */
const ALL_TEMPLATES = [
  // the README's quick start, word for word: no --template gives the lean (vanilla) app
  { template: "lean", derivedFrom: "vanilla", app: "my-app", create: ["my-app"] },
  ...(["vue", "react", "full"] as const).map((template) => ({
    template,
    derivedFrom: template,
    app: `${template}-app`,
    create: [`${template}-app`, "--", "--template", template],
  })),
];

/**
 * The templates this run takes: every one, unless `HOSTBRIDGE_QUICKSTART_TEMPLATES` names some (a
 * comma list, for a quicker look at one template by hand). The ones left out are named on the console.
 */
const chosen = (process.env.HOSTBRIDGE_QUICKSTART_TEMPLATES ?? "all").split(",");
const TEMPLATES = ALL_TEMPLATES.filter(
  ({ template }) => chosen.includes("all") || chosen.includes(template),
);
const leftOut = ALL_TEMPLATES.filter((t) => !TEMPLATES.includes(t)).map((t) => t.template);
if (leftOut.length)
  console.warn(
    `quick start from a registry: not run for ${leftOut.join(", ")} (HOSTBRIDGE_QUICKSTART_TEMPLATES=${chosen.join(",")})`,
  );

/**
 * The warnings a user sees on this path that are not ours to remove, each with why. Every
 * other one fails the test.
 */
const EXPECTED_WARNINGS: { line: RegExp; why: string }[] = [
  {
    line: /^npm warn exec The following package was not found and will be installed: @hostbridge\/create@\d+\.\d+\.\d+$/,
    why: "npm itself: where no terminal can ask (CI, this test), `npm create` says it installs @hostbridge/create instead of prompting",
  },
];

const ws = consumerWorkspace("hb-quick-start-", { browser: true });
const chromium = findChromium();
let registry: LocalRegistry;
let platform: { url: string; apiKey: string };
let env: NodeJS.ProcessEnv;
let createEnv: NodeJS.ProcessEnv;
const warnings = new Set<string>();
const timings: string[] = [];
const skippedSteps = new Set<string>();

/** npm's warnings (`npm warn deprecated ...` included) and Node's (`(node:123) [DEP0040] DeprecationWarning: ...`). */
const WARNING = /^(npm warn |\(node:\d+\) (\[\w+\] )?\w*Warning:)/i;

function collectWarnings(ran: Ran): void {
  for (const line of `${ran.stdout}\n${ran.stderr}`.split("\n"))
    if (WARNING.test(line.trim())) warnings.add(line.trim());
}

/** Runs a command as the user does (rejects with its output when it fails); keeps its warnings. */
async function sh(command: string, args: string[], cwd: string, withEnv = env): Promise<Ran> {
  const ran = await ok(command, args, cwd, withEnv);
  collectWarnings(ran);
  return ran;
}

/** Where each package of a package-lock.json came from: `[path in node_modules, resolved URL]`. */
async function resolvedFrom(lockFile: string): Promise<[string, string][]> {
  const lock = JSON.parse(await readFile(lockFile, "utf8")) as {
    packages: Record<string, { resolved?: string; link?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes("node_modules/") && !entry.link)
    .map(([path, entry]) => [path, entry.resolved ?? "(none)"]);
}

/** @hostbridge/* from the local registry, everything else from the npm registry (never from ours). */
function expectFromTheirRegistries(resolved: [string, string][]): void {
  const ours = resolved.filter(([path]) => path.includes("node_modules/@hostbridge/"));
  expect(ours.length).toBeGreaterThan(3);
  for (const [path, url] of ours) expect(url, path).toMatch(registry.url);
  for (const [path, url] of resolved.filter((entry) => !ours.includes(entry)))
    expect(url, path).not.toMatch(registry.url);
}

beforeAll(async () => {
  if (!chromium) throw new Error("no Chromium found (see tooling/chromium.mjs)");
  const started = Date.now();
  registry = await startRegistry(join(ws.work, "registry"));
  ws.cleanups.push(() => registry.stop());
  await registry.publish([...ws.tarballs.values()]);
  // A new user's npm whose company publishes @hostbridge to its own registry: a ~/.npmrc with that
  // scope's registry and nothing of this machine's (where `yes=false` would cancel `npm create` and
  // `omit-lockfile-registry-resolved` would hide where packages came from); npm's cache and its
  // global config (the npm registry, certificates) stay.
  const userconfig = join(ws.work, "user.npmrc");
  await writeFile(userconfig, `@hostbridge:registry=${registry.url}\n`);
  // A new user's HOME (nothing of Playwright's cache, no git or tool config of this machine's); npm's
  // cache stays where it is, named: the third-party packages a first install would download.
  const npmCache = (await ok("npm", ["config", "get", "cache"], ws.work)).stdout.trim();
  const userHome = join(ws.work, "home");
  await mkdir(userHome, { recursive: true });
  // No CHROMIUM_PATH: the templates' e2e tests must find the system's Chromium as a user's machine
  // has it (only a Chromium in no usual place is named, as its user would have to).
  env = userEnv({
    HOME: userHome,
    npm_config_cache: npmCache,
    npm_config_userconfig: userconfig,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  });
  delete env.CHROMIUM_PATH;
  delete env.PLAYWRIGHT_BROWSERS_PATH;
  if (!systemChromiumCandidates().includes(chromium)) env.CHROMIUM_PATH = chromium;
  // `npm create` with a cache of its own, empty as a new user's npx is: npx keeps what it installed
  // in npm's cache (_npx/), and an earlier run's @hostbridge/cli there has the same version, so npx
  // would keep it beside this run's @hostbridge/create and scaffold that run's templates.
  createEnv = { ...env, npm_config_cache: join(ws.work, "create-cache") };
  // Every package is there, from the registry's own storage (not proxied).
  const shown = await ok("npm", ["view", "@hostbridge/create", "version"], ws.work, env);
  expect(shown.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);

  const server = start(
    "node",
    [CLI_BIN, "platform", "--port", "0", "--dir", join(ws.work, "platform"), "--json"],
    ws.work,
  );
  ws.cleanups.push(() => server.stop());
  const { result } = await server.json<{ result: { url: string; apiKeyFile: string } }>();
  platform = { url: result.url, apiKey: (await readFile(result.apiKeyFile, "utf8")).trim() };
  timings.push(`registry up, ${ws.tarballs.size} packages published: ${seconds(started)}`);
}, 600_000);

afterAll(() => {
  // What the run measured and met, for the record (BENCHMARKS.md, the report of a CI run).
  console.log(
    [
      "quick start from the registry:",
      ...timings.map((line) => `  ${line}`),
      `  actions skipped (uses:): ${[...skippedSteps].join("; ") || "none"}`,
      `  warnings: ${warnings.size ? "" : "none"}`,
      ...[...warnings].map((line) => `    ${line}`),
    ].join("\n"),
  );
});

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

describe("the README's quick start, from a registry", { timeout: 900_000 }, () => {
  it.each(TEMPLATES)(
    "$template: npm create, install, test, build, validate, dev, then its CI workflow step by step (typecheck, e2e, deploy)",
    async ({ template, derivedFrom, app, create }) => {
      const started = Date.now();
      const home = join(ws.work, template);
      await ok("mkdir", ["-p", home], ws.work);
      await sh("npm", ["create", "@hostbridge", ...create], home, createEnv);
      // `npm create` ran this run's @hostbridge/create, and the @hostbridge/cli it brought along.
      const npxDirs = await readdir(join(createEnv.npm_config_cache!, "_npx"));
      expect(npxDirs).toHaveLength(1);
      expectFromTheirRegistries(
        await resolvedFrom(
          join(createEnv.npm_config_cache!, "_npx", npxDirs[0]!, "package-lock.json"),
        ),
      );
      const appDir = join(home, app);
      const pkg = JSON.parse(await readFile(join(appDir, "package.json"), "utf8")) as {
        name: string;
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      expect(pkg.name).toBe(app);
      expect(await readFile(join(appDir, "README.md"), "utf8")).toContain(
        `(the ${derivedFrom} template)`,
      );
      // Registry ranges, never a tarball or a workspace.
      for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
        if (name.startsWith("@hostbridge/")) expect(range, name).toMatch(/^\^\d+\.\d+\.\d+$/);

      await sh("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], appDir);
      // Every @hostbridge package came from the registry the test published to, nothing else did.
      expectFromTheirRegistries(await resolvedFrom(join(appDir, "package-lock.json")));

      const tested = await sh("npm", ["test"], appDir);
      expect(tested.stdout).toMatch(/Tests\s+\d+ passed/);
      expect(tested.stdout).not.toMatch(/failed/);
      await sh("npm", ["run", "build"], appDir);
      await sh("npx", ["hostbridge", "validate"], appDir);
      // `hostbridge dev` of the installed CLI: the app in the dev host shows the host's push (the
      // full template's page has other marks; its e2e test in the workflow below covers it).
      if (template !== "full") await expectDevHostShowsPush(ws, appDir);
      timings.push(`${template}: quick start ${seconds(started)}`);

      // The author sets what the workflow's header asks (the production profile; the secret is
      // given below), commits and pushes; CI checks the app out once per job.
      const configFile = join(appDir, "hostbridge.config.json");
      const config = JSON.parse(await readFile(configFile, "utf8")) as {
        profiles: Record<string, { baseUrl: string; instanceIds: string[] }>;
      };
      config.profiles.production = { baseUrl: platform.url, instanceIds: ["local-test"] };
      await writeFile(configFile, `${JSON.stringify(config, null, 2)}\n`);
      await sh("git", ["init", "-q", "-b", "main"], appDir);
      await sh("git", ["add", "-A"], appDir);
      await sh(
        "git",
        [
          "-c",
          "user.name=App Author",
          "-c",
          "user.email=author@example.com",
          "commit",
          "-qm",
          "A new app",
        ],
        appDir,
      );
      const workflowStarted = Date.now();
      const [workflow, ...more] = (
        await sh("git", ["ls-files", ".github/workflows"], appDir)
      ).stdout
        .trim()
        .split("\n");
      expect(more).toEqual([]);
      const steps: StepOutcome[] = await runWorkflow(join(appDir, workflow!), {
        github: { ref: "refs/heads/main", event_name: "push" },
        secrets: { HOSTBRIDGE_API_KEY: platform.apiKey },
        env,
        checkout: async (job) => {
          const clone = join(home, `ci-${job}`);
          await sh("git", ["clone", "-q", appDir, clone], home);
          return clone;
        },
      });
      for (const step of steps) {
        if (step.outcome === "ran") collectWarnings({ code: 0, stdout: step.output, stderr: "" });
        else skippedSteps.add(`${step.step} (${step.why})`);
      }
      // Both jobs ran (a push to main): only actions were skipped.
      expect(
        steps.filter((step) => step.outcome === "skipped" && step.why !== "an action (uses:)"),
      ).toEqual([]);
      const ran = steps
        .filter((step) => step.outcome === "ran")
        .map((step) => `${step.job}: ${step.step}`);
      expect(ran).toEqual(
        expect.arrayContaining([
          "test: npm ci",
          "test: npm test",
          "test: npm run typecheck",
          "test: npm run test:e2e",
          "deploy: npx hostbridge deploy --profile production",
        ]),
      );
      // The app's own tests ran in CI and passed (the e2e tests in Chromium, in the simulated host).
      const output = (step: string) => steps.find((each) => each.step === step)?.output ?? "";
      expect(output("npm test")).toMatch(/Tests\s+\d+ passed/);
      expect(output("npm test")).not.toMatch(/failed/);
      expect(output("npm run test:e2e")).toMatch(/\d+ passed/);
      expect(output("npm run test:e2e")).not.toMatch(/failed|flaky/);
      // The browser step finds the machine's Chromium and downloads nothing.
      const browserStep = steps.find((step) => step.step.includes("playwright install"));
      expect(browserStep?.outcome).toBe("ran");
      expect(browserStep?.output.trim()).toBe(
        `The end-to-end tests will launch ${chromium} (${env.CHROMIUM_PATH ? "CHROMIUM_PATH" : "the system's"}).`,
      );
      // The deploy job installed the app on the instance the production profile names.
      const installed = await fetch(
        `${platform.url}/local/instances/local-test/apps/${app}/dist/index.html`,
      );
      expect(installed.status).toBe(200);
      timings.push(`${template}: workflow ${seconds(workflowStarted)}, in all ${seconds(started)}`);

      const unexplained = [...warnings].filter(
        (line) => !EXPECTED_WARNINGS.some(({ line: expected }) => expected.test(line)),
      );
      expect(unexplained).toEqual([]);
    },
  );
});
