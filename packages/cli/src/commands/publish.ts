import { rm } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { pack, planPublish, publish } from "@hostbridge/deploy-client";
import type { PackResult, Release } from "@hostbridge/deploy-client";
import { findApiKey, requireApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import { requireBaseUrl, resolveTarget } from "../config";
import type { TargetFlags } from "../config";
import { printPlans, timeoutMs } from "../context";
import { checkAppJsonSyntax, checkReachable } from "../preflight";
import type { CommandOutcome, Context, RequestFlags } from "../context";
import { formatBytes } from "../output";
import { uploadProgress } from "../progress";

/** Flags of `hostbridge publish`. */
export interface PublishFlags extends TargetFlags, KeyFlags, RequestFlags {
  archive?: string;
}

/** The JSON form of a release. */
export function releaseJson(release: Release) {
  return { ...release };
}

/** Packs into a temporary directory and returns the archive plus a cleanup. */
export async function packTemporary(
  ctx: Context,
  apiKey: string | undefined,
): Promise<{ archive: PackResult; cleanup: () => Promise<void> }> {
  const archive = await pack(ctx.appDir, { apiKey, signal: ctx.signal });
  ctx.out.note(
    `packed ${archive.manifest.name}: ${archive.files.filter((file) => file.included).length} files, ${formatBytes(archive.size)} (sha256 ${archive.sha256.slice(0, 12)}…)`,
  );
  return { archive, cleanup: () => rm(dirname(archive.path), { recursive: true, force: true }) };
}

/** `hostbridge publish`: packs the app (or takes --archive) and uploads it as a new version. */
export async function publishCommand(ctx: Context, flags: PublishFlags): Promise<CommandOutcome> {
  const target = await resolveTarget(ctx.appDir, flags, ctx.term.io.env);
  ctx.target = target;
  const baseUrl = requireBaseUrl(target);
  if (!flags.archive) await checkAppJsonSyntax(ctx.appDir);
  const found = flags.dryRun
    ? await findApiKey(flags, ctx.term)
    : await requireApiKey(flags, ctx.term);
  ctx.out.protect(found?.key);
  // Before packing: a base URL where nothing listens fails now, not after the upload started.
  if (!flags.dryRun) await checkReachable(ctx, { ...target, baseUrl }, flags.allowHttp);
  const given = flags.archive ? resolve(ctx.term.cwd, flags.archive) : undefined;
  const temporary = given ? undefined : await packTemporary(ctx, found?.key);
  const archivePath = given ?? temporary!.archive.path;
  try {
    if (flags.dryRun) {
      const plan = await planPublish({
        baseUrl,
        archivePath,
        hasApiKey: Boolean(found),
        allowInsecureHttp: flags.allowHttp,
      });
      printPlans(ctx, [plan]);
      return { result: { dryRun: true, requests: [plan] } };
    }
    const progress = uploadProgress(ctx.out, "publish");
    let release: Release;
    try {
      release = await publish({
        baseUrl,
        apiKey: found!.key,
        archivePath,
        timeout: timeoutMs(flags),
        signal: ctx.signal,
        allowInsecureHttp: flags.allowHttp,
        onProgress: (update) => progress.update(update),
      });
    } finally {
      progress.done();
    }
    ctx.out.line(
      `${ctx.out.paint("✓", "green")} published ${release.appName} version ${release.version} (${formatBytes(release.size)}, sha256 ${release.sha256.slice(0, 12)}…)`,
    );
    ctx.out.note(
      `nothing changes for users until it is installed: hostbridge install --instance <id> --version ${release.version}`,
    );
    return { result: { release: releaseJson(release) } };
  } finally {
    await temporary?.cleanup();
  }
}
