import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { APP_NAME_PATTERN } from "@hostbridge/deploy-client";
import type { CommandOutcome, Context } from "../context";
import { CliError } from "../errors";

/** Flags of `hostbridge init`. */
export interface InitFlags {
  name?: string;
  force?: boolean;
  yes?: boolean;
}

/** Template files and the names they get in the new app (npm drops dot files such as .gitignore). */
const RENAMES: Record<string, string> = {
  _gitignore: ".gitignore",
  _hostbridgeignore: ".hostbridgeignore",
};

/** Finds the template shipped with the package (beside src/ or dist/). */
export function templateDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = join(dir, "template");
    if (existsSync(join(candidate, "app.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new CliError(
    "UNEXPECTED",
    "the app template is missing from the @hostbridge/cli installation; reinstall the package",
    1,
  );
}

/** Turns a directory name into an app name (`My App!` -> `my-app`). */
export function suggestName(dir: string): string {
  const name = basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .replace(/-+$/, "")
    .slice(0, 100);
  return APP_NAME_PATTERN.test(name) ? name : "my-app";
}

function displayName(name: string): string {
  return name
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

async function promptLine(ctx: Context, question: string): Promise<string> {
  ctx.term.io.stderr.write(question);
  let text = "";
  for await (const chunk of ctx.term.io.stdin) {
    text += typeof chunk === "string" ? chunk : chunk.toString("utf8");
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0]!.trim();
}

/** `hostbridge init [dir]`: scaffolds an app from the template. */
export async function initCommand(
  ctx: Context,
  dirArg: string | undefined,
  flags: InitFlags,
): Promise<CommandOutcome> {
  const dir = resolve(ctx.term.cwd, dirArg ?? ".");
  let name = flags.name;
  if (!name && ctx.term.interactive && !flags.yes && !ctx.out.json) {
    const suggested = suggestName(dir);
    name = (await promptLine(ctx, `app name (${suggested}): `)) || suggested;
  }
  name ??= suggestName(dir);
  if (!APP_NAME_PATTERN.test(name) || name.length > 100) {
    throw new CliError(
      "USAGE",
      `"${name}" is not a valid app name: use 1-100 of a-z 0-9 . _ - starting with a letter or digit`,
    );
  }
  const existing = existsSync(dir) ? (await readdir(dir)).filter((entry) => entry !== ".git") : [];
  if (existing.length > 0 && !flags.force) {
    throw new CliError(
      "USAGE",
      `${dir} is not empty (${existing.slice(0, 3).join(", ")}${existing.length > 3 ? ", ..." : ""}); choose an empty directory or pass --force to write the template files over it`,
    );
  }
  const source = templateDir();
  const written: string[] = [];
  const copy = async (from: string, to: string) => {
    for (const entry of (await readdir(from, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const target = join(to, RENAMES[entry.name] ?? entry.name);
      if (entry.isDirectory()) {
        await copy(join(from, entry.name), target);
        continue;
      }
      const text = (await readFile(join(from, entry.name), "utf8"))
        .replaceAll("__APP_NAME__", name)
        .replaceAll("__DISPLAY_NAME__", displayName(name));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      written.push(target.slice(dir.length + 1));
    }
  };
  await copy(source, dir);
  written.sort();
  ctx.out.line(`${ctx.out.paint("✓", "green")} created ${name} in ${dir}`);
  for (const file of written) ctx.out.line(`  ${file}`);
  ctx.out.line("");
  ctx.out.line("next:");
  if (dirArg) ctx.out.line(`  cd ${JSON.stringify(dirArg)}`);
  ctx.out.line("  npm install");
  ctx.out.line("  npm run dev                    # Vite with hot reload on http://127.0.0.1:5173");
  ctx.out.line("  npm run dev:host               # the dev host around it (another terminal)");
  ctx.out.line("  npm run build && hostbridge validate");
  ctx.out.line(
    "  hostbridge platform            # a local platform on http://127.0.0.1:4000 (another terminal)",
  );
  ctx.out.line("  hostbridge deploy --api-key-file .hostbridge/platform/api-key");
  return { result: { name, dir, files: written } };
}
