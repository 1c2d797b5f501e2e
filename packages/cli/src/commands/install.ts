import { install, loadManifest, planInstall } from "@hostbridge/deploy-client";
import type { InstallResult } from "@hostbridge/deploy-client";
import { findApiKey, requireApiKey } from "../apiKey";
import type { KeyFlags } from "../apiKey";
import { requireBaseUrl, requireInstances, resolveTarget } from "../config";
import type { TargetFlags } from "../config";
import { printPlans, timeoutMs } from "../context";
import type { CommandOutcome, Context, RequestFlags } from "../context";
import { CliError } from "../errors";
import { EXIT_CODES, exitCodeFor } from "../exitCodes";
import { checkReachable } from "../preflight";
import { checkLocalPlatform, keyFileOf } from "../localPlatformCheck";
import { instanceJson, printInstanceResult } from "../platformOutput";

/** Flags of `hostbridge install`. */
export interface InstallFlags extends TargetFlags, KeyFlags, RequestFlags {
  app?: string;
  version?: string;
}

/** Parses `--version <n>`. */
export function parseVersion(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new CliError(
      "USAGE",
      `--version must be a positive whole number (a published version), got "${value}"`,
    );
  }
  return Number(value);
}

/** Turns install results into the command outcome (exit 0, 7 when partial, the error's code when all failed). */
export function installOutcome(
  result: InstallResult,
  extra: Record<string, unknown> = {},
): CommandOutcome {
  const json = { app: result.appName, ...extra, results: result.results.map(instanceJson) };
  if (result.ok) return { result: json };
  const failed = result.results.filter((item) => !item.ok);
  if (failed.length < result.results.length) {
    return {
      result: json,
      exitCode: EXIT_CODES.PARTIAL,
      error: {
        code: "PARTIAL_FAILURE",
        message: `installing failed on ${failed.length} of ${result.results.length} instances (${failed.map((item) => item.instanceId).join(", ")})`,
      },
    };
  }
  const first = failed[0]?.error;
  return {
    result: json,
    exitCode: first ? exitCodeFor(first) : EXIT_CODES.REJECTED,
    error: {
      code: first?.code ?? "SERVER",
      message: `installing failed on every instance: ${failed.map((item) => `${item.instanceId}: ${item.error?.message ?? "failed"}`).join("; ")}`,
    },
  };
}

/** `hostbridge install --instance <id...>`: installs a published version on instances. */
export async function installCommand(ctx: Context, flags: InstallFlags): Promise<CommandOutcome> {
  const target = await resolveTarget(ctx.appDir, flags, ctx.term.io.env);
  ctx.target = target;
  const baseUrl = requireBaseUrl(target);
  const instanceIds = requireInstances(target);
  const version = parseVersion(flags.version);
  const appName = flags.app ?? (await loadManifest(ctx.appDir)).name;
  if (flags.dryRun) {
    const key = await findApiKey(flags, ctx.term);
    ctx.out.protect(key?.key);
    const plans = planInstall({
      baseUrl,
      appName,
      instanceIds,
      version,
      hasApiKey: Boolean(key),
      allowInsecureHttp: flags.allowHttp,
    });
    printPlans(ctx, plans);
    return { result: { dryRun: true, requests: plans } };
  }
  const { key, source } = await requireApiKey(flags, ctx.term);
  ctx.out.protect(key);
  await checkReachable(ctx, { ...target, baseUrl }, flags.allowHttp);
  await checkLocalPlatform(target, baseUrl, keyFileOf(source), ctx.signal);
  ctx.out.note(
    `installing ${appName}${version ? ` version ${version} (pinned: a local-platform extension)` : " (latest version)"} on ${instanceIds.join(", ")}`,
  );
  const result = await install({
    baseUrl,
    apiKey: key,
    appName,
    instanceIds,
    version,
    timeout: timeoutMs(flags),
    signal: ctx.signal,
    allowInsecureHttp: flags.allowHttp,
    onInstanceResult: (item) => printInstanceResult(ctx, item),
  });
  return installOutcome(result);
}
