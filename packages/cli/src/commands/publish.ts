import { rm } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { findWarnings, pack, planPublish, publish } from "@hostbridge/deploy-client";
import type { PackResult, Release, ValidationIssue } from "@hostbridge/deploy-client";
import { findApiKey, requireApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import { requireBaseUrl, resolveTarget } from "../config";
import type { TargetFlags } from "../config";
import { printPlans, timeoutMs } from "../context";
import { checkAppJsonSyntax, checkReachable } from "../preflight";
import { checkLocalPlatform, keyFileOf } from "../localPlatformCheck";
import { refuseWebFile } from "../webFile";
import type { CommandOutcome, Context, RequestFlags } from "../context";
import { formatBytes } from "../output";
import { printRelease, printWarnings, releaseJson } from "../platformOutput";
import { uploadProgress } from "../progress";
import { lastPublished, rememberPublished, sameBytesAs, warnUnchanged } from "../publishRecord";
import {
  chooseVersion,
  publishFailed,
  refuseVersionWithArchive,
  writeVersionBack,
} from "../versionFlag";
import type { VersionChoice } from "../versionFlag";

/** Flags of `hostbridge publish`. */
export interface PublishFlags extends TargetFlags, KeyFlags, RequestFlags {
  archive?: string;
  skipUnchanged?: boolean;
  /** `stamp`, `increment` or a version: what the archive's app.json carries. */
  version?: string;
}

export { releaseJson };

/** The `version` block of a JSON result: what was stamped, from what, and what became of app.json. */
export function versionJson(choice: VersionChoice, appJson: string | undefined) {
  return {
    value: choice.version,
    requested: choice.spec,
    previous: choice.previous ?? null,
    appJson: appJson ?? "not-written",
  };
}

/**
 * Packs into a temporary directory (app.json carrying `version` when given) and returns the archive plus
 * a cleanup; prints the app's warnings.
 */
export async function packTemporary(
  ctx: Context,
  apiKey: string | undefined,
  version?: string,
): Promise<{ archive: PackResult; warnings: ValidationIssue[]; cleanup: () => Promise<void> }> {
  const archive = await pack(ctx.appDir, { apiKey, signal: ctx.signal, appVersion: version });
  ctx.out.note(
    `packed ${archive.manifest.name}: ${archive.files.filter((file) => file.included).length} files, ${formatBytes(archive.size)} (sha256 ${archive.sha256.slice(0, 12)}…)`,
  );
  const warnings = findWarnings({ ...archive, archiveSize: archive.size });
  printWarnings(ctx, warnings);
  return {
    archive,
    warnings,
    cleanup: () => rm(dirname(archive.path), { recursive: true, force: true }),
  };
}

/** `hostbridge publish`: packs the app (or takes --archive) and uploads it as a new version. */
export async function publishCommand(ctx: Context, flags: PublishFlags): Promise<CommandOutcome> {
  const target = await resolveTarget(ctx.appDir, flags, ctx.term.io.env);
  ctx.target = target;
  const baseUrl = requireBaseUrl(target);
  if (flags.archive && flags.version !== undefined) refuseVersionWithArchive();
  if (!flags.archive) {
    await checkAppJsonSyntax(ctx.appDir);
    await refuseWebFile(ctx);
  }
  const choice: VersionChoice | undefined = flags.archive
    ? undefined
    : await chooseVersion(ctx, flags.version);
  const found = flags.dryRun
    ? await findApiKey(flags, ctx.term)
    : await requireApiKey(flags, ctx.term);
  ctx.out.protect(found?.key);
  // Before packing: a base URL where nothing listens fails now, not after the upload started.
  if (!flags.dryRun) {
    await checkReachable(ctx, { ...target, baseUrl }, flags.allowHttp);
    await checkLocalPlatform(target, baseUrl, keyFileOf(found?.source), ctx.signal);
  }
  const given = flags.archive ? resolve(ctx.term.cwd, flags.archive) : undefined;
  const temporary = given ? undefined : await packTemporary(ctx, found?.key, choice?.version);
  const archivePath = given ?? temporary!.archive.path;
  const appName = temporary?.archive.manifest.name;
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
    const previous =
      appName === undefined ? undefined : await lastPublished(ctx.appDir, baseUrl, appName);
    const sha256 = temporary?.archive.sha256;
    if (flags.skipUnchanged && previous !== undefined && previous.sha256 === sha256) {
      ctx.out.line(`${ctx.out.paint("-", "yellow")} not published: ${sameBytesAs(previous)}`);
      return { result: { skipped: true, reason: "unchanged", app: appName, previous } };
    }
    const unchanged = warnUnchanged(
      ctx,
      previous,
      sha256,
      "publishing still creates a new version (pass --skip-unchanged to skip)",
    );
    if (!unchanged && flags.skipUnchanged && previous === undefined) {
      ctx.out.note(
        "the platform has reported no sha256 for this app to this machine, so it cannot be known unchanged: publishing",
      );
    }
    const progress = uploadProgress(ctx.out, "publish");
    let release: Release;
    try {
      release = await publish({
        baseUrl,
        apiKey: found!.key,
        archivePath,
        appName,
        timeout: timeoutMs(flags),
        signal: ctx.signal,
        allowInsecureHttp: flags.allowHttp,
        onProgress: (update) => progress.update(update),
      });
    } catch (error) {
      publishFailed(ctx, choice, error);
    } finally {
      progress.done();
    }
    printRelease(ctx, release);
    const appJson = choice ? await writeVersionBack(ctx, choice) : undefined;
    const name = appName ?? release.appName;
    if (name !== undefined) await rememberPublished(ctx.appDir, baseUrl, name, release);
    ctx.out.note(
      `nothing changes for users until it is installed: hostbridge install --instance <id>`,
    );
    const warnings = [
      ...(temporary?.warnings ?? []),
      ...(unchanged ? [{ path: "(archive)", message: sameBytesAs(previous) }] : []),
    ];
    return {
      result: {
        release: releaseJson(release),
        ...(choice ? { version: versionJson(choice, appJson) } : {}),
        warnings,
      },
    };
  } finally {
    await temporary?.cleanup();
  }
}
