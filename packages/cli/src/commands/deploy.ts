import { deploy, findWarnings, planInstall, planPublish } from "@hostbridge/deploy-client";
import type { ValidationIssue } from "@hostbridge/deploy-client";
import { findApiKey, requireApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import { requireBaseUrl, requireInstances, resolveTarget } from "../config";
import type { TargetFlags } from "../config";
import { printPlans, timeoutMs } from "../context";
import { checkAppJsonSyntax, checkReachable } from "../preflight";
import { checkLocalPlatform, keyFileOf } from "../localPlatformCheck";
import { refuseWebFile } from "../webFile";
import type { CommandOutcome, Context, RequestFlags } from "../context";
import { formatBytes } from "../output";
import { uploadProgress } from "../progress";
import { printInstanceResult, printRelease, printWarnings, releaseJson } from "../platformOutput";
import { publishRecords, rememberPublished, sameBytesAs, warnUnchanged } from "../publishRecord";
import { chooseVersion, publishFailed, writeVersionBack } from "../versionFlag";
import type { AppJsonUpdate } from "../versionFlag";
import { installOutcome } from "./install";
import { packTemporary, versionJson } from "./publish";

/** Flags of `hostbridge deploy`. */
export type DeployFlags = TargetFlags &
  KeyFlags &
  RequestFlags & {
    /** `stamp`, `increment` or a version: what the published app.json carries. */
    version?: string;
  };

/** `hostbridge deploy [--profile name]`: validate, pack, publish, then install that version on the profile's instances. */
export async function deployCommand(ctx: Context, flags: DeployFlags): Promise<CommandOutcome> {
  const target = await resolveTarget(ctx.appDir, flags, ctx.term.io.env);
  ctx.target = target;
  const baseUrl = requireBaseUrl(target);
  const instanceIds = requireInstances(target);
  await checkAppJsonSyntax(ctx.appDir);
  await refuseWebFile(ctx);
  const choice = await chooseVersion(ctx, flags.version);
  if (target.profile)
    ctx.out.note(`profile ${target.profile}: ${baseUrl} -> ${instanceIds.join(", ")}`);

  if (flags.dryRun) {
    const found = await findApiKey(flags, ctx.term);
    ctx.out.protect(found?.key);
    const { archive, cleanup } = await packTemporary(ctx, found?.key, choice?.version);
    try {
      const publishPlan = await planPublish({
        baseUrl,
        archivePath: archive.path,
        hasApiKey: Boolean(found),
        allowInsecureHttp: flags.allowHttp,
      });
      const installPlans = planInstall({
        baseUrl,
        appName: archive.manifest.name,
        instanceIds,
        hasApiKey: Boolean(found),
        allowInsecureHttp: flags.allowHttp,
      });
      printPlans(ctx, [publishPlan, ...installPlans]);
      return {
        result: { dryRun: true, profile: target.profile, requests: [publishPlan, ...installPlans] },
      };
    } finally {
      await cleanup();
    }
  }

  const { key, source } = await requireApiKey(flags, ctx.term);
  ctx.out.protect(key);
  // Before packing: a base URL where nothing listens fails now, not after the upload started; and
  // the local platform is checked to be one, and the key's, before the key is sent.
  await checkReachable(ctx, { ...target, baseUrl }, flags.allowHttp);
  await checkLocalPlatform(target, baseUrl, keyFileOf(source), ctx.signal);
  const progress = uploadProgress(ctx.out, "publish");
  let uploading = false;
  let warnings: ValidationIssue[] = [];
  // (what the platform reported for the last publish, as `publish` reads it; the app's name comes later)
  const lastPublished = await publishRecords(ctx.appDir);
  let appName: string | undefined;
  // Once the platform accepted the publish, the version exists: app.json gets it even if installing fails.
  let appJson: Promise<AppJsonUpdate> | undefined;
  const result = await deploy({
    appVersion: choice?.version,
    appDir: ctx.appDir,
    baseUrl,
    apiKey: key,
    instanceIds,
    timeout: timeoutMs(flags),
    signal: ctx.signal,
    allowInsecureHttp: flags.allowHttp,
    onProgress: (update) => {
      uploading = true;
      progress.update(update);
    },
    onStep: (step) => {
      if (step.step === "manifest") {
        appName = step.manifest.name;
        ctx.out.note(`validated app.json: ${appName}`);
      }
      if (step.step === "packed") {
        ctx.out.note(
          `packed ${step.archive.files.filter((file) => file.included).length} files, ${formatBytes(step.archive.size)} (sha256 ${step.archive.sha256.slice(0, 12)}…)`,
        );
        warnings = findWarnings({ ...step.archive, archiveSize: step.archive.size });
        printWarnings(ctx, warnings);
        const previous = appName === undefined ? undefined : lastPublished(baseUrl, appName);
        const advice = "deploying still publishes a new version and installs it";
        if (warnUnchanged(ctx, previous, step.archive.sha256, advice)) {
          warnings = [...warnings, { path: "(archive)", message: sameBytesAs(previous) }];
        }
      }
      if (step.step === "published") {
        if (uploading) progress.done();
        printRelease(ctx, step.release);
        if (choice) appJson = writeVersionBack(ctx, choice);
      }
    },
    onInstanceResult: (item) => printInstanceResult(ctx, item),
  })
    .catch((error: unknown) => {
      // Failed before the platform accepted the publish: say whether a version was created.
      if (appJson === undefined && uploading) publishFailed(ctx, choice, error);
      throw error;
    })
    .finally(() => appJson);
  const name = appName ?? result.release.appName;
  if (name !== undefined) await rememberPublished(ctx.appDir, baseUrl, name, result.release);
  return installOutcome(result.install, {
    profile: target.profile,
    release: releaseJson(result.release),
    ...(choice ? { version: versionJson(choice, await appJson) } : {}),
    archive: {
      fileName: result.archive.fileName,
      sha256: result.archive.sha256,
      size: result.archive.size,
    },
    warnings,
  });
}
