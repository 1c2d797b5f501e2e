import { maskSecrets } from "@hostbridge/protocol-types";
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import type { Terminal } from "./io";

/** The JSON envelope printed under `--json` (exactly one per run, on stdout). */
export interface JsonEnvelope {
  ok: boolean;
  command: string;
  result?: unknown;
  /** The failure, in the one error body of HostBridge (here always with a code). */
  error?: HostErrorInfo & { code: string };
}

/**
 * All output of one run. Human mode: results to stdout, progress and errors to stderr.
 * JSON mode: nothing but the one envelope on stdout. Every line passes through a redaction of the
 * API key once it is known, as a last line of defence (the key is never meant to reach output).
 */
export class Output {
  private secrets: string[] = [];
  private envelopeWritten = false;

  constructor(
    readonly term: Terminal,
    readonly json: boolean,
    readonly command: string,
  ) {}

  /** Registers a secret that must never be printed. */
  protect(secret: string | undefined): void {
    if (secret) this.secrets.push(secret);
  }

  private clean(text: string): string {
    return maskSecrets(text, this.secrets, "***");
  }

  /** A result line for people (stdout); silent under --json. */
  line(text = ""): void {
    if (!this.json) this.term.io.stdout.write(`${this.clean(text)}\n`);
  }

  /** A note or progress line (stderr); silent under --json. */
  note(text: string): void {
    if (!this.json) this.term.io.stderr.write(`${this.clean(text)}\n`);
  }

  /** Raw stderr text (progress bar); silent under --json. */
  raw(text: string): void {
    if (!this.json) this.term.io.stderr.write(this.clean(text));
  }

  /** Text in a colour when colours are on. */
  paint(text: string, colour: "red" | "green" | "yellow" | "dim" | "bold"): string {
    if (!this.term.color) return text;
    const codes = { red: [31, 39], green: [32, 39], yellow: [33, 39], dim: [2, 22], bold: [1, 22] }[
      colour
    ];
    return `\u001b[${codes[0]}m${text}\u001b[${codes[1]}m`;
  }

  /** Writes the JSON envelope (once); `compact` puts it on one line (for long-running commands that announce readiness). */
  envelope(envelope: JsonEnvelope, options: { compact?: boolean } = {}): void {
    if (!this.json || this.envelopeWritten) return;
    this.envelopeWritten = true;
    this.term.io.stdout.write(
      `${this.clean(JSON.stringify(envelope, null, options.compact ? undefined : 2))}\n`,
    );
  }

  /** Reports a failure: the envelope under --json, `error: ...` on stderr otherwise. */
  failure(code: string, message: string, details?: unknown): void {
    if (this.json) {
      this.envelope({
        ok: false,
        command: this.command,
        error: details === undefined ? { code, message } : { code, message, details },
      });
      return;
    }
    this.term.io.stderr.write(
      `${this.clean(`${this.paint("error", "red")} [${code}]: ${message}`)}\n`,
    );
  }
}

/** `12.3 MB` style sizes (decimal units). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}
