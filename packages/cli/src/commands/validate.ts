import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { pack } from "@hostbridge/deploy-client";
import { findApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import { loadConfig } from "../config";
import type { CommandOutcome, Context } from "../context";
import { formatBytes } from "../output";
import { checkAppJsonSyntax } from "../preflight";

/** `hostbridge validate`: every local check of a deploy (manifest, files, secrets, config), nothing sent. */
export async function validateCommand(ctx: Context, flags: KeyFlags): Promise<CommandOutcome> {
  const found = await findApiKey(flags, ctx.term);
  ctx.out.protect(found?.key);
  const config = await loadConfig(ctx.appDir);
  await checkAppJsonSyntax(ctx.appDir);
  const archive = await pack(ctx.appDir, { apiKey: found?.key, signal: ctx.signal });
  await rm(dirname(archive.path), { recursive: true, force: true });
  const { manifest } = archive;
  const count = archive.files.filter((file) => file.included).length;
  ctx.out.line(
    `${ctx.out.paint("✓", "green")} ${manifest.name}${manifest.version ? ` ${manifest.version}` : ""}: app.json is valid (entry ${manifest.entry})`,
  );
  ctx.out.line(
    `${ctx.out.paint("✓", "green")} ${count} files pack to ${formatBytes(archive.size)} with no secrets found`,
  );
  if (config)
    ctx.out.line(
      `${ctx.out.paint("✓", "green")} hostbridge.config.json: profiles ${Object.keys(config.profiles).join(", ") || "(none)"}`,
    );
  if (!found) ctx.out.note("note: no API key was given, so files were not searched for its value");
  return {
    result: {
      manifest,
      files: count,
      size: archive.size,
      sha256: archive.sha256,
      profiles: config ? Object.keys(config.profiles) : [],
      keyScanned: Boolean(found),
    },
  };
}
