import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import {
  assertAppModel,
  DeployError,
  findWarnings,
  manifestEntry,
  pack,
} from "@hostbridge/deploy-client";
import { findApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import { loadConfig } from "../config";
import type { CommandOutcome, Context } from "../context";
import { formatBytes } from "../output";
import { checkAppJsonSyntax } from "../preflight";
import { printWarnings } from "../platformOutput";
import { findWebFile, validateWebFile } from "../webFile";

/** Flags of `hostbridge validate`. */
export interface ValidateFlags extends KeyFlags {
  strict?: boolean;
}

/**
 * `hostbridge validate [--strict]`: every local check of a deploy (manifest, files, secrets, config),
 * nothing sent. What the spec requires fails; what HostBridge only suspects is a warning, and fails
 * with `--strict`.
 */
export async function validateCommand(ctx: Context, flags: ValidateFlags): Promise<CommandOutcome> {
  const found = await findApiKey(flags, ctx.term);
  ctx.out.protect(found?.key);
  const config = await loadConfig(ctx.appDir);
  await checkAppJsonSyntax(ctx.appDir);
  const web = await findWebFile(ctx.appDir);
  if (web) return validateWebFile(ctx, web, found?.key);
  const archive = await pack(ctx.appDir, { apiKey: found?.key, signal: ctx.signal });
  await rm(dirname(archive.path), { recursive: true, force: true });
  const { manifest } = archive;
  const modelNotes = await assertAppModel(ctx.appDir, manifest, archive.files);
  const count = archive.files.filter((file) => file.included).length;
  const warnings = findWarnings({ ...archive, archiveSize: archive.size });
  const version = typeof manifest.version === "string" ? ` ${manifest.version}` : "";
  ctx.out.line(
    `${ctx.out.paint("✓", "green")} ${manifest.name}${version}: app.json meets the spec (entry ${manifestEntry(manifest)})`,
  );
  ctx.out.line(
    `${ctx.out.paint("✓", "green")} ${count} files pack to ${formatBytes(archive.size)} with no secrets found`,
  );
  if (config)
    ctx.out.line(
      `${ctx.out.paint("✓", "green")} hostbridge.config.json: profiles ${Object.keys(config.profiles).join(", ") || "(none)"}`,
    );
  if (!found) ctx.out.note("note: no API key was given, so files were not searched for its value");
  for (const note of modelNotes) ctx.out.note(`note: ${note.path}: ${note.message}`);
  printWarnings(ctx, warnings);
  if (flags.strict && warnings.length > 0) {
    throw new DeployError(
      "VALIDATION",
      `--strict: ${warnings.length} warning${warnings.length === 1 ? "" : "s"} (${warnings.map((warning) => `${warning.path}: ${warning.message}`).join("; ")})`,
      { issues: warnings, file: "app.json" },
    );
  }
  return {
    result: {
      manifest,
      files: count,
      size: archive.size,
      sha256: archive.sha256,
      profiles: config ? Object.keys(config.profiles) : [],
      keyScanned: Boolean(found),
      warnings,
      notes: modelNotes,
    },
  };
}
