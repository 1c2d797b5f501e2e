import { resolve } from "node:path";
import { listAppFiles, loadManifest, pack } from "@hostbridge/deploy-client";
import { findApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import type { CommandOutcome, Context } from "../context";
import { formatBytes } from "../output";
import { checkAppJsonSyntax } from "../preflight";
import { ensureStateDir } from "../stateDir";
import { chooseVersion } from "../versionFlag";
import { describeWebFile, findWebFile, packWebFile } from "../webFile";

/** Flags of `hostbridge pack`. */
export interface PackFlags extends KeyFlags {
  list?: boolean;
  out?: string;
  /** `stamp`, `increment` or a version: what the archive's app.json carries (app.json itself untouched). */
  version?: string;
}

/** `hostbridge pack [--list] [--out file]`: writes the app archive, or lists what would go in it. */
export async function packCommand(ctx: Context, flags: PackFlags): Promise<CommandOutcome> {
  await checkAppJsonSyntax(ctx.appDir);
  const web = await findWebFile(ctx.appDir);
  if (flags.list) {
    const { manifest, files } = await listAppFiles(ctx.appDir, { webFile: web !== undefined });
    const width = Math.max(4, ...files.map((file) => file.path.length));
    for (const file of files) {
      const mark = file.included ? ctx.out.paint("+", "green") : ctx.out.paint("-", "dim");
      ctx.out.line(
        `${mark} ${file.path.padEnd(width)}  ${String(file.size).padStart(9)}  ${file.rule}`,
      );
    }
    const included = files.filter((file) => file.included);
    ctx.out.note(
      `${included.length} files would be packed (${formatBytes(included.reduce((sum, file) => sum + file.size, 0))} before compression), ${files.length - included.length} excluded`,
    );
    return { result: { app: manifest.name, files } };
  }
  const found = await findApiKey(flags, ctx.term);
  ctx.out.protect(found?.key);
  const where = flags.out
    ? { outFile: resolve(ctx.term.cwd, flags.out) }
    : { outDir: await ensureStateDir(ctx.appDir) };
  if (web) {
    const { archive } = await packWebFile(ctx, { apiKey: found?.key, ...where });
    ctx.out.line(archive.path);
    ctx.out.note(`${describeWebFile(web)}; upload this archive to the content library`);
    return {
      result: {
        kind: "web-file",
        entry: web.entry,
        path: archive.path,
        fileName: archive.fileName,
        sha256: archive.sha256,
        size: archive.size,
        files: archive.files.filter((file) => file.included).length,
      },
    };
  }
  const choice = await chooseVersion(ctx, flags.version);
  const manifest = await loadManifest(ctx.appDir);
  const archive = await pack(ctx.appDir, {
    manifest,
    appVersion: choice?.version,
    apiKey: found?.key,
    signal: ctx.signal,
    ...where,
  });
  const count = archive.files.filter((file) => file.included).length;
  ctx.out.line(archive.path);
  ctx.out.note(`${count} files, ${formatBytes(archive.size)}, sha256 ${archive.sha256}`);
  return {
    result: {
      app: manifest.name,
      ...(choice ? { version: archive.manifest.version } : {}),
      path: archive.path,
      fileName: archive.fileName,
      sha256: archive.sha256,
      size: archive.size,
      files: count,
    },
  };
}
