// Web files in the CLI: a folder with no app.json and one page at its root is a page of the platform's
// content library (a file of content type `web`), which the platform opens in its viewer. `validate` and
// `pack` take it as such; `publish` and `deploy` refuse it, since the platform publishes apps only.
import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { DeployError, findWarnings, findWebFile, pack } from "@hostbridge/deploy-client";
import type { PackOptions, PackResult, WebFile } from "@hostbridge/deploy-client";
import type { CommandOutcome, Context } from "./context";
import { formatBytes } from "./output";
import { printWarnings } from "./platformOutput";

export { findWebFile };

/** What a web file is, in one line for the terminal. */
export function describeWebFile(web: WebFile): string {
  return `${web.name} is a web file (a page for the content library, no app.json): it opens ${web.entry}`;
}

/** Packs a web file; the warnings that apply to one (its size), printed. */
export async function packWebFile(
  ctx: Context,
  options: PackOptions,
): Promise<{ archive: PackResult; warnings: ReturnType<typeof findWarnings> }> {
  const archive = await pack(ctx.appDir, { ...options, webFile: true, signal: ctx.signal });
  const warnings = findWarnings({ ...archive, archiveSize: archive.size }).filter(
    (warning) => warning.path === "(archive)",
  );
  printWarnings(ctx, warnings);
  return { archive, warnings };
}

/** `hostbridge validate` of a web file: packs it (nothing written), reports it. */
export async function validateWebFile(
  ctx: Context,
  web: WebFile,
  apiKey: string | undefined,
): Promise<CommandOutcome> {
  const { archive, warnings } = await packWebFile(ctx, { apiKey });
  await rm(dirname(archive.path), { recursive: true, force: true });
  const count = archive.files.filter((file) => file.included).length;
  ctx.out.line(`${ctx.out.paint("✓", "green")} ${describeWebFile(web)}`);
  ctx.out.line(
    `${ctx.out.paint("✓", "green")} ${count} files pack to ${formatBytes(archive.size)} with no secrets found`,
  );
  ctx.out.note(
    "upload the archive of `hostbridge pack` to the content library; publish and deploy are for apps (with an app.json)",
  );
  return {
    result: {
      kind: "web-file",
      entry: web.entry,
      files: count,
      size: archive.size,
      sha256: archive.sha256,
      keyScanned: apiKey !== undefined,
      warnings,
    },
  };
}

/** Refuses to publish a web file, saying what it is and what to do with it. */
export async function refuseWebFile(ctx: Context): Promise<void> {
  const web = await findWebFile(ctx.appDir);
  if (!web) return;
  throw new DeployError(
    "VALIDATION",
    `${describeWebFile(web)}. The platform publishes apps only: upload the archive of \`hostbridge pack\` to the content library, or add an app.json to make it an app`,
    { file: "app.json" },
  );
}
