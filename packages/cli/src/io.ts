/** Something text can be written to (a stream, or a test buffer). */
export interface TextSink {
  write(chunk: string): unknown;
}

/**
 * Everything the CLI touches in its process, so it can run in tests without a real terminal.
 * Every field is optional in {@link runCli}; the default is the real process.
 */
export interface CliIo {
  /** Results (and the one JSON envelope under `--json`). */
  stdout: TextSink;
  /** Progress, notes, errors. */
  stderr: TextSink;
  /** Read by `--api-key-stdin` and by prompts. */
  stdin: AsyncIterable<string | Buffer>;
  /** Environment variables (`HOSTBRIDGE_API_KEY`, `HOSTBRIDGE_BASE_URL`, `CI`, `NO_COLOR`...). */
  env: Readonly<Record<string, string | undefined>>;
  /** Which streams are terminals: one boolean for all, or per stream. */
  isTTY: boolean | { stdin?: boolean; stdout?: boolean; stderr?: boolean };
  /** Working directory relative paths are resolved against. Default `process.cwd()`. */
  cwd?: string;
  /** Ends long-running commands (`platform`) and cancels requests. Default: SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** Terminal width for the progress bar. Default 80. */
  columns?: number;
}

/** The resolved I/O with the terminal facts worked out. */
export interface Terminal {
  io: CliIo;
  cwd: string;
  stdinTTY: boolean;
  stderrTTY: boolean;
  /** Prompts are allowed: stdin and stderr are terminals and `CI` is not set. */
  interactive: boolean;
  color: boolean;
}

function tty(io: CliIo, stream: "stdin" | "stdout" | "stderr"): boolean {
  return typeof io.isTTY === "boolean" ? io.isTTY : Boolean(io.isTTY[stream]);
}

/** Works out the terminal facts (`CI`, `NO_COLOR`, `--no-color`). */
export function terminal(io: CliIo, noColorFlag: boolean): Terminal {
  const stdinTTY = tty(io, "stdin");
  const stderrTTY = tty(io, "stderr");
  const ci =
    io.env.CI !== undefined && io.env.CI !== "" && io.env.CI !== "0" && io.env.CI !== "false";
  const noColor =
    noColorFlag ||
    (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== "") ||
    io.env.TERM === "dumb";
  return {
    io,
    cwd: io.cwd ?? process.cwd(),
    stdinTTY,
    stderrTTY,
    interactive: stdinTTY && stderrTTY && !ci,
    color: stderrTTY && !noColor,
  };
}
