// The CLI reference from the commands' own help: runs the built `hostbridge --help`, reads the
// command list from it, then runs `hostbridge <command> --help` for each.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

function bin() {
  const manifestPath = require.resolve("@hostbridge/cli/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  return join(dirname(manifestPath), manifest.bin.hostbridge);
}

const help = (args) =>
  execFileSync(process.execPath, [bin(), ...args, "--help"], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", COLUMNS: "100" },
  });

/** `{ top, commands: [{ name, summary, help }] }` */
export function readCli() {
  const top = help([]);
  const section = top.split(/^Commands:$/m)[1]?.split(/^\S/m)[0] ?? "";
  const commands = [...section.matchAll(/^ {2}(\w[\w-]*)(?: \[options\])?(?: [^\s]+)? +(.+)$/gm)]
    .map((match) => match[1])
    .filter((name) => name !== "help");
  if (commands.length === 0) throw new Error("no commands found in `hostbridge --help`");
  return { top, commands: commands.map((name) => ({ name, help: help([name]) })) };
}

/**
 * The templates `hostbridge init --template` (and `npm create @hostbridge`) writes: the folders the
 * built CLI ships in dist/template, each `{ name, packages }` with the @hostbridge packages it
 * depends on.
 */
export function readTemplates() {
  const folder = join(dirname(require.resolve("@hostbridge/cli/package.json")), "dist", "template");
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const manifest = JSON.parse(readFileSync(join(folder, name, "package.json"), "utf8"));
      const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
        .filter((dependency) => dependency.startsWith("@hostbridge/"))
        .sort();
      return { name, packages };
    });
}

/** The CLI reference's section on the templates (Markdown). */
export function templatesSection(templates) {
  return [
    "## Templates",
    "",
    "What `hostbridge init --template <name>` and `npm create @hostbridge@latest <dir> -- --template <name>` write (the folders the CLI ships; without `--template` it asks in a terminal and takes `vanilla` elsewhere):",
    "",
    "| template | its HostBridge packages |",
    "| --- | --- |",
    ...templates.map((t) => `| \`${t.name}\` | ${t.packages.map((p) => `\`${p}\``).join(", ")} |`),
    "",
  ].join("\n");
}
