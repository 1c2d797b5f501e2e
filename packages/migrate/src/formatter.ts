// The app's own formatter on the files a migration wrote: prettier, when the app's package.json
// lists it and it is installed where the app resolves its packages. The codemod keeps quotes,
// semicolons and line breaks as each file had them; prettier then settles what its config says.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

/** What became of formatting the written files. */
export interface Formatted {
  /** The formatter run (`prettier`), or undefined when the app has none. */
  formatter?: "prettier";
  /** Why it could not run or failed (the files stay as the codemod wrote them). */
  failure?: string;
}

/** The app's prettier CLI, when its package.json lists prettier and it is installed. */
function appPrettier(root: string): string | undefined | null {
  const manifest = join(root, "package.json");
  if (!existsSync(manifest)) return undefined;
  const json = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, unknown>;
  const listed = ["devDependencies", "dependencies"].some(
    (field) => (json[field] as Record<string, string> | undefined)?.["prettier"] !== undefined,
  );
  if (!listed) return undefined;
  try {
    const pkg = createRequire(manifest).resolve("prettier/package.json");
    const { bin } = JSON.parse(readFileSync(pkg, "utf8")) as {
      bin: string | Record<string, string>;
    };
    return join(dirname(pkg), typeof bin === "string" ? bin : bin["prettier"]!);
  } catch {
    return null;
  }
}

/** Runs the app's prettier (`--write`) on `paths`; says what it did. */
export function formatWithAppFormatter(root: string, paths: readonly string[]): Formatted {
  const prettier = appPrettier(root);
  if (prettier === undefined || paths.length === 0) return {};
  if (prettier === null) {
    return {
      formatter: "prettier",
      failure:
        "the app lists prettier but it is not installed: run its install, then its format script",
    };
  }
  try {
    execFileSync(
      process.execPath,
      [prettier, "--write", ...paths.map((path) => relative(root, path))],
      {
        cwd: root,
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    return { formatter: "prettier" };
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? "")
      .trim()
      .split("\n")[0];
    return {
      formatter: "prettier",
      failure: `prettier failed: ${stderr || (error as Error).message}`,
    };
  }
}
