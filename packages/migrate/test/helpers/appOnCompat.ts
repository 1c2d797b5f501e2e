// A small app on compat (as step 1 leaves one), written by a test line by line in a fresh directory
// under this package, so that it resolves `@hostbridge/compat` and `@hostbridge/sdk` from this
// package's dependencies, as an installed app resolves its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach } from "vitest";

const TMP = fileURLToPath(new URL("../.tmp/", import.meta.url));

/**
 * `appOnCompat(lines, others, noUnusedLocals)`: a fresh app on compat with `src/app.ts` as given, and
 * `others` (path under the app -> lines) beside it, its tsconfig strict (and `noUnusedLocals`, as an
 * app's may set it); each is removed after each test of the calling file.
 */
export function appsOnCompatPerTest(
  prefix: string,
): (
  lines: readonly string[],
  others?: Readonly<Record<string, readonly string[]>>,
  noUnusedLocals?: boolean,
) => string {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (lines, others = {}, noUnusedLocals = false) => {
    mkdirSync(TMP, { recursive: true });
    const dir = mkdtempSync(join(TMP, `${prefix}-`));
    dirs.push(dir);
    mkdirSync(join(dir, "src"));
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({
        name: "on-compat",
        private: true,
        type: "module",
        dependencies: { "@hostbridge/compat": "^0.1.0" },
      }),
    );
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "Bundler",
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          noUnusedLocals,
        },
        include: ["src"],
      }),
    );
    writeFileSync(join(dir, "src", "app.ts"), [...lines, ""].join("\n"));
    for (const [path, text] of Object.entries(others))
      writeFileSync(join(dir, path), [...text, ""].join("\n"));
    return dir;
  };
}
