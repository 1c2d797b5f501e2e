import { resolve } from "node:path";
import type { RequestPlan } from "@hostbridge/deploy-client";
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import type { Target } from "./config";
import { CliError } from "./errors";
import type { CliIo } from "./io";
import { terminal } from "./io";
import type { Terminal } from "./io";
import { Output } from "./output";

/** Options every command has. */
export interface CommonFlags {
  json?: boolean;
  color?: boolean;
  appDir?: string;
}

/** Options of commands that talk to the platform. */
export interface RequestFlags {
  timeout?: string;
  dryRun?: boolean;
  allowHttp?: boolean;
}

/** What a command returns: the JSON result and the exit code. */
export interface CommandOutcome {
  result?: unknown;
  exitCode?: number;
  error?: HostErrorInfo & { code: string };
}

/** The per-run context a command gets. */
export interface Context {
  term: Terminal;
  out: Output;
  signal?: AbortSignal;
  appDir: string;
  /** The deploy target, once a command resolved it (for hints about a local platform). */
  target?: Target;
}

/** Builds the context for one command run. */
export function makeContext(io: CliIo, command: string, flags: CommonFlags): Context {
  const term = terminal(io, flags.color === false);
  const out = new Output(term, Boolean(flags.json), command);
  return { term, out, signal: io.signal, appDir: resolve(term.cwd, flags.appDir ?? ".") };
}

/** Parses `--timeout <seconds>` into milliseconds. */
export function timeoutMs(flags: RequestFlags): number | undefined {
  if (flags.timeout === undefined) return undefined;
  const seconds = Number(flags.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new CliError(
      "USAGE",
      `--timeout must be a positive number of seconds, got "${flags.timeout}"`,
    );
  }
  return Math.round(seconds * 1000);
}

/** Prints request plans (dry run) for people. */
export function printPlans(ctx: Context, plans: readonly RequestPlan[]): void {
  ctx.out.line(ctx.out.paint("dry run: nothing was sent", "yellow"));
  for (const plan of plans) {
    ctx.out.line("");
    ctx.out.line(`${plan.method} ${plan.url}`);
    for (const [name, value] of Object.entries(plan.headers)) ctx.out.line(`  ${name}: ${value}`);
    for (const part of plan.parts) {
      if (part.filename !== undefined) {
        ctx.out.line(
          `  part ${part.name}: file ${part.filename} (${part.contentType ?? "application/octet-stream"}, ${part.size} bytes, sha256 ${part.sha256 ?? "?"})`,
        );
      } else {
        ctx.out.line(`  part ${part.name}: ${part.value ?? ""} (${part.size} bytes)`);
      }
    }
  }
}
