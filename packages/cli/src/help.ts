// Examples in `--help` (as `gh`, `vercel` and `shopify` show them), and `hostbridge help <command>`
// for a command that does not exist, which must fail like `hostbridge <command>` does.
import type { Command } from "commander";

/** The commands of `hostbridge`, as `help <command>` accepts them. */
const COMMANDS = [
  "init",
  "validate",
  "pack",
  "publish",
  "install",
  "deploy",
  "platform",
  "dev",
  "migrate",
];

/** Examples of each command (and of the program): what to type, and what it does. */
const EXAMPLES: Record<string, readonly (readonly [string, string])[]> = {
  hostbridge: [
    ["npm create @hostbridge my-app", "create an app (or: npx @hostbridge/cli init my-app)"],
    ["npx hostbridge dev", "run the app in the dev host (a simulated host page)"],
    ["npx hostbridge platform", "run a local platform to publish and install on"],
    ["npx hostbridge deploy --profile local", "validate, pack, publish and install on it"],
  ],
  // Before an app exists, `hostbridge` is not installed: name the scoped package (an unscoped
  // `npx hostbridge` would fetch whatever the registry has under that name).
  init: [
    [
      "npx @hostbridge/cli init my-app",
      "create ./my-app (asks for the template in a terminal; else vanilla)",
    ],
    ["npx @hostbridge/cli init my-app --template full", "the whole example app instead"],
    [
      "npx @hostbridge/cli init . --name visit-notes --yes",
      "use the current directory, ask nothing",
    ],
    [
      "node packages/cli/dist/bin.js init ../my-app --link .",
      "in a HostBridge checkout, after npm run pack:local: use its packed packages",
    ],
  ],
  validate: [
    ["npx hostbridge validate", "check app.json, the files to pack and hostbridge.config.json"],
    [
      "npx hostbridge validate --api-key-file ~/.local/state/hostbridge/platform/api-key",
      "also make sure no file contains that key (here the local platform's, on Linux)",
    ],
  ],
  pack: [
    ["npx hostbridge pack --list", "list every file with the rule that includes or excludes it"],
    ["npx hostbridge pack --out app.zip", "write the archive to app.zip"],
  ],
  publish: [
    [
      "npx hostbridge publish --profile local --api-key-file ~/.local/state/hostbridge/platform/api-key",
      "publish to the local platform (its key file, as `hostbridge platform` prints it)",
    ],
    [
      "HOSTBRIDGE_API_KEY=… npx hostbridge publish --base-url https://test.example.com",
      "publish to a test instance (in CI, the key comes from a secret)",
    ],
    ["npx hostbridge publish --profile test --dry-run", "print the request; send nothing"],
    [
      "npx hostbridge publish --version increment",
      "publish 1.2.4 after 1.2.3; app.json gets 1.2.4 once the platform accepted it",
    ],
  ],
  install: [
    [
      "npx hostbridge install --profile test",
      "install the latest version on the profile's instances",
    ],
    ["npx hostbridge install --instance acme --version 3", "install version 3 on instance acme"],
  ],
  deploy: [
    ["npx hostbridge deploy --profile local", "publish and install on the local platform"],
    ["npx hostbridge deploy --profile production --json", "the same, with one JSON result (CI)"],
    [
      "npx hostbridge deploy --domain acme --instance <id> --version stamp",
      "as the platform's makers' script: https://acme.my.pitcher.com, version YYYY.MM.DD.HH.mm.ss (UTC)",
    ],
  ],
  platform: [
    [
      "npx hostbridge platform",
      "listen on http://127.0.0.1:4000; prints where its key file is (a per-user state directory)",
    ],
    ["npx hostbridge platform --port 4100 --instance acme", "another port, one known instance"],
  ],
  dev: [
    ["npx hostbridge dev", "serve the app's build in the dev host"],
    [
      "npx hostbridge dev --app-url http://127.0.0.1:5173/",
      "run the app from its own dev server (hot reload)",
    ],
  ],
  migrate: [
    [
      "npx hostbridge migrate --dry-run",
      "step 1: show the diff to @hostbridge/compat for the app here; write nothing",
    ],
    [
      "npx hostbridge migrate ./my-app --json",
      "step 1 on ./my-app; the report as JSON (exit 8: a person must look)",
    ],
    [
      "npx hostbridge migrate --modernize snake-case-aliases",
      "step 2, one rule: the camelCase methods (rules: see docs/migration.md)",
    ],
    [
      "npx hostbridge migrate --modernize",
      "step 2, every rule: leave @hostbridge/compat for @hostbridge/sdk",
    ],
    [
      "npx hostbridge migrate --require-clean --todo-comments",
      "in CI: refuse a dirty git tree; mark each place left with a TODO comment",
    ],
  ],
};

/** The "Examples:" block of `name`'s help. */
export function examplesHelp(name: string): string {
  const examples = EXAMPLES[name] ?? [];
  return `\nExamples:\n${examples.map(([line, what]) => `  $ ${line}\n      ${what}`).join("\n")}\n`;
}

/** Adds the examples of `name` to the end of `command`'s help. */
export function withExamples(command: Command, name: string): Command {
  return command.addHelpText("after", examplesHelp(name));
}

/**
 * `help <command>` with a command that does not exist runs as `<command>` would, so commander
 * reports "unknown command" and the exit code is 2 (its implicit help would show the program's help
 * and exit 0).
 */
export function helpArguments(args: string[]): string[] {
  const [first, second, ...rest] = args;
  if (
    first === "help" &&
    second !== undefined &&
    !second.startsWith("-") &&
    !COMMANDS.includes(second)
  )
    return [second, ...rest];
  return args;
}
