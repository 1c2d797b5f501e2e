import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Writes the types of a package's script-tag build (`dist/<file>.d.ts` beside `dist/<file>.js`): the
 * build defines one global, `globalName`, holding what the package's main entry exports, so
 * `import "<package>/<entry>"` (a side-effect import) and a `<script src>` page are both typed.
 */
export async function writeScriptTagTypes(
  file: string,
  globalName: string,
  packageDir = process.cwd(),
): Promise<void> {
  const types = [
    `// The script-tag build defines \`${globalName}\` on the page: this package's API, as its main entry exports it.`,
    `import type * as Api from "./index.js";`,
    ``,
    `declare global {`,
    `  /** This package's API, defined by its script-tag build (\`<script src>\` or a side-effect import). */`,
    `  var ${globalName}: typeof Api;`,
    `}`,
    ``,
    `export {};`,
    ``,
  ].join("\n");
  await writeFile(join(packageDir, "dist", `${file}.d.ts`), types);
}
