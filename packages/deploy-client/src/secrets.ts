import { DeployError } from "./errors";

/** Shortest API key whose value is searched for in packed files (shorter ones would match by chance). */
export const MIN_SCANNED_KEY_LENGTH = 8;

const PEM_TAIL = Buffer.from("PRIVATE KEY-----");
const PEM_HEAD = Buffer.from("-----BEGIN ");
/** Longest label between `-----BEGIN ` and `PRIVATE KEY-----` (`ENCRYPTED `, `OPENSSH `, `RSA `...). */
const MAX_PEM_LABEL = 24;
const PEM_WINDOW = PEM_HEAD.length + MAX_PEM_LABEL + PEM_TAIL.length;

/** What a secret scan found. */
export type SecretFinding = "private-key" | "api-key";

function hasPemPrivateKey(buffer: Buffer): boolean {
  let from = 0;
  for (;;) {
    const tail = buffer.indexOf(PEM_TAIL, from);
    if (tail < 0) return false;
    const head = buffer.lastIndexOf(PEM_HEAD, tail);
    if (head >= 0 && tail - head - PEM_HEAD.length <= MAX_PEM_LABEL) {
      const label = buffer.subarray(head + PEM_HEAD.length, tail);
      if (
        label.every(
          (byte) =>
            (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39) || byte === 0x20,
        )
      ) {
        return true;
      }
    }
    from = tail + 1;
  }
}

/**
 * Scans a file chunk by chunk, keeping only a small overlap between chunks (constant memory): `scan`
 * takes its chunks in order (the caller may reuse a chunk's buffer once `scan` returns) and throws the `SECRET_DETECTED` error naming the file (never the key) on a match.
 */
export class SecretScanner {
  /** The last bytes seen (a copy), so a match across two chunks is found; reused across chunks. */
  private readonly tail: Buffer;
  private tailLength = 0;
  private readonly key: Buffer | undefined;
  private readonly overlap: number;

  constructor(
    private readonly file: string,
    apiKey: string | undefined,
  ) {
    this.key = apiKey && apiKey.length >= MIN_SCANNED_KEY_LENGTH ? Buffer.from(apiKey) : undefined;
    this.overlap = Math.max(PEM_WINDOW, this.key?.length ?? 0);
    this.tail = Buffer.alloc(this.overlap);
  }

  scan(chunk: Buffer): void {
    // Scan the seam (end of the previous chunk + start of this one) and the chunk itself, so a
    // match across the boundary is found without copying whole chunks.
    const head = chunk.subarray(0, this.overlap);
    const seam =
      this.tailLength > 0
        ? Buffer.concat([this.tail.subarray(0, this.tailLength), head])
        : undefined;
    const finding = (seam && findSecret(seam, this.key)) ?? findSecret(chunk, this.key);
    if (finding) throw secretError(this.file, finding);
    const source = chunk.length >= this.overlap ? chunk : (seam ?? chunk);
    const kept = source.subarray(Math.max(0, source.length - this.overlap));
    kept.copy(this.tail);
    this.tailLength = kept.length;
  }
}

function findSecret(bytes: Buffer, key: Buffer | undefined): SecretFinding | undefined {
  if (key && bytes.includes(key)) return "api-key";
  if (hasPemPrivateKey(bytes)) return "private-key";
  return undefined;
}

/** Scans a whole file's bytes at once; throws the `SECRET_DETECTED` error {@link SecretScanner} would. */
export function assertNoSecret(file: string, bytes: Buffer, apiKey: string | undefined): void {
  const key = apiKey && apiKey.length >= MIN_SCANNED_KEY_LENGTH ? Buffer.from(apiKey) : undefined;
  const finding = findSecret(bytes, key);
  if (finding) throw secretError(file, finding);
}

/** The error for a file that must not be packed. */
export function secretError(
  file: string,
  finding: SecretFinding | "secret-name",
  rule?: string,
): DeployError {
  const what =
    finding === "api-key"
      ? "contains the value of the API key used for this deploy"
      : finding === "private-key"
        ? "contains a PEM private key (-----BEGIN ... PRIVATE KEY-----)"
        : `has a name that holds secrets by convention (${rule ?? "default rule"}) and was re-included by an ignore rule`;
  const fix =
    finding === "api-key"
      ? "remove the key from the file (read it at run time from the environment) or exclude the file in .hostbridgeignore"
      : finding === "private-key"
        ? "remove the key from the app or exclude the file in .hostbridgeignore"
        : "remove the negation (!) rule from .hostbridgeignore; secrets never belong in an app archive";
  return new DeployError("SECRET_DETECTED", `refusing to pack ${file}: it ${what}; ${fix}`, {
    file,
  });
}
