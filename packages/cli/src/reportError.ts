// How a failed command ends: the error as a failure message (or the --json envelope) and an exit
// code. The deploy-client and local-platform guards are imported only for errors of their names.
import type { DeployError } from "@hostbridge/deploy-client";
import type { LocalPlatformError } from "@hostbridge/local-platform";
import type { Context } from "./context";
import { CliError } from "./errors";
import { EXIT_CODES, exitCodeFor } from "./exitCodes";
import type { Output } from "./output";
import { platformResponseJson } from "./responseJson";

function describeUnexpected(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Whether `error` carries this `name`: a cheap test that spares loading a library for other errors. */
function named(error: unknown, name: string): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === name;
}

/**
 * `error` as a deploy-client error, tested by the library's own `isDeployError`. Every `DeployError`
 * is named "DeployError", so the library is imported only for such an error, and then it is already
 * loaded (it created the error); other failures (usage errors, `platform`) do not load it.
 */
async function asDeployError(error: unknown): Promise<DeployError | undefined> {
  if (!named(error, "DeployError")) return undefined;
  const { isDeployError } = await import("./deployErrors");
  return isDeployError(error) ? error : undefined;
}

/** `error` as a local-platform error, tested by `isLocalPlatformError` (loaded the same way). */
async function asLocalPlatformError(error: unknown): Promise<LocalPlatformError | undefined> {
  if (!named(error, "LocalPlatformError")) return undefined;
  const { isLocalPlatformError } = await import("./platformErrors");
  return isLocalPlatformError(error) ? error : undefined;
}

/** Reports `error` on `out` and returns the exit code for it. */
export async function reportError(out: Output, error: unknown, ctx?: Context): Promise<number> {
  const deployError = await asDeployError(error);
  if (deployError) {
    const results = (deployError.details as { results?: unknown } | undefined)?.results;
    const response = deployError.response;
    const details = {
      ...(results === undefined ? {} : { results }),
      ...(response === undefined ? {} : { platform_response: platformResponseJson(response) }),
    };
    // (the hints read deploy-client's constants: loaded with its guard, never at start-up)
    const { explainDeployError } = await import("./deployErrors");
    const explained = ctx ? explainDeployError(ctx, deployError) : undefined;
    out.failure(
      explained?.code ?? deployError.code,
      explained?.message ?? deployError.message,
      Object.keys(details).length === 0 ? undefined : details,
    );
    return explained?.exitCode ?? exitCodeFor(deployError);
  }
  if (error instanceof CliError) {
    out.failure(error.code, error.message, error.details);
    return error.exitCode;
  }
  const platformError = await asLocalPlatformError(error);
  if (platformError) {
    out.failure("CONFIG", platformError.message);
    return EXIT_CODES.USAGE;
  }
  out.failure(
    "UNEXPECTED",
    `${describeUnexpected(error)} (this is a bug: please report it with the command you ran)`,
  );
  return EXIT_CODES.UNEXPECTED;
}
