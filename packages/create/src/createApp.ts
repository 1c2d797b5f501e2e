import { runCli } from "@hostbridge/cli";
import type { CliIo } from "@hostbridge/cli";

/**
 * Scaffolds a HostBridge app: `hostbridge init` of `@hostbridge/cli` with the same arguments
 * (`[dir] [--template vanilla|react|full] [--name <name>] [--link <checkout>] [--yes] [--json]`). Resolves
 * with the exit code (0: created).
 *
 * @example
 * ```ts
 * import { createApp } from "@hostbridge/create";
 *
 * process.exitCode = await createApp(["my-app", "--template", "react"]);
 * ```
 */
export function createApp(args: readonly string[], io?: Partial<CliIo>): Promise<number> {
  return runCli(["init", ...args], io);
}
