/**
 * `@hostbridge/cli`: the `hostbridge` command as a library. {@link runCli} runs the command line
 * with injectable I/O and resolves with the exit code; the `hostbridge` binary is a thin wrapper.
 *
 * @example
 * ```ts
 * import { runCli } from "@hostbridge/cli";
 *
 * process.exitCode = await runCli(["deploy", "--profile", "test", "--json"]);
 * ```
 *
 * @packageDocumentation
 */
export { runCli } from "./cli";
export { EXIT_CODES } from "./exitCodes";
export { CLI_VERSION } from "./version";

export type { ExitCode } from "./exitCodes";
export type { CliIo, TextSink } from "./io";
