// How the CLI shows what the platform answered and what it only suspects. The spec shows no answer, so a
// result prints what the platform said (one line for people, `platform_response` under --json) and the
// facts it stated, never more.
import { describeResponse } from "@hostbridge/deploy-client";
import type { InstanceInstallResult, Release, ValidationIssue } from "@hostbridge/deploy-client";
import type { Context } from "./context";
import { platformResponseJson } from "./responseJson";

/** The JSON form of a release: the facts the platform stated, the upload, and what it answered. */
export function releaseJson(release: Release) {
  const { response, ...facts } = release;
  return { ...facts, platform_response: platformResponseJson(response) };
}

/** The version as people read it: `version 4`, `version v_9f2`, or `as a new version` when none was stated. */
export function versionLabel(release: Release): string {
  if (release.version !== undefined) return `version ${release.version}`;
  if (release.versionName !== undefined) return `version ${release.versionName}`;
  if (release.versionId !== undefined) return `version ${release.versionId}`;
  return "as a new version (the platform stated no version number)";
}

/** Prints a publish's result for people: what was published, what the platform said, integrity. */
export function printRelease(ctx: Context, release: Release): void {
  const name = release.appName ?? "the app";
  ctx.out.line(`${ctx.out.paint("✓", "green")} published ${name} ${versionLabel(release)}`);
  ctx.out.line(`  platform answered ${describeResponse(release.response)}`);
  ctx.out.line(
    release.integrity === "confirmed"
      ? `  sha256 ${release.sha256.slice(0, 12)}… (${release.size} bytes) confirmed by the platform`
      : `  sha256 ${release.sha256.slice(0, 12)}… (${release.size} bytes) uploaded; not confirmed by the platform (its answer states no sha256)`,
  );
}

/** Prints the warnings about an app (stderr), one line each. */
export function printWarnings(ctx: Context, warnings: readonly ValidationIssue[]): void {
  for (const warning of warnings) {
    const where = warning.path === "(archive)" ? "archive" : `app.json: ${warning.path}`;
    ctx.out.note(`${ctx.out.paint("warning", "yellow")} ${where}: ${warning.message}`);
  }
}

/** The JSON form of a per-instance result. */
export function instanceJson(result: InstanceInstallResult) {
  return {
    instanceId: result.instanceId,
    ok: result.ok,
    outcome: result.outcome,
    ...(result.version !== undefined ? { version: result.version } : {}),
    ...(result.previousVersion !== undefined ? { previousVersion: result.previousVersion } : {}),
    attempts: result.attempts,
    ...(result.error ? { error: { code: result.error.code, message: result.error.message } } : {}),
    ...(result.response ? { platform_response: platformResponseJson(result.response) } : {}),
  };
}

/** Prints one instance's outcome for people. */
export function printInstanceResult(ctx: Context, result: InstanceInstallResult): void {
  if (result.outcome === "failed") {
    ctx.out.line(
      `${ctx.out.paint("✗", "red")} ${result.instanceId}: ${result.error?.message ?? "failed"}`,
    );
    return;
  }
  const said = result.response ? `; platform answered ${describeResponse(result.response)}` : "";
  if (result.outcome === "requested") {
    const version = result.version === undefined ? "" : ` (version ${result.version})`;
    ctx.out.line(
      `${ctx.out.paint("✓", "green")} ${result.instanceId}: install requested${version}${said}`,
    );
    return;
  }
  const previous =
    result.previousVersion === undefined
      ? ""
      : result.previousVersion === null
        ? " (newly installed)"
        : result.previousVersion === result.version
          ? " (already running it)"
          : ` (was ${result.previousVersion})`;
  const version = result.version === undefined ? "installed" : `version ${result.version}`;
  ctx.out.line(`${ctx.out.paint("✓", "green")} ${result.instanceId}: ${version}${previous}`);
}
