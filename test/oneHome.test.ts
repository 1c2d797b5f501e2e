// docs/architecture.md "One home per concept" and its Words paragraph say that key casing, method
// names and the list of credential keys each live in one file. This test reads every package's and
// app's `src/` and fails on a second home: a key or name converter written again (a function named
// after snake/camel casing, or the `_x` <-> `X` replacement) outside the casing module, or a
// credential-key pattern outside the redaction list; an error class that does not extend the one coded
// error (outside the few documented exceptions); the host's error body written out again.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CASING = "packages/protocol-types/src/wire/casing.ts";
const REDACT = "packages/protocol-types/src/redact.ts";
const CODED_ERROR = "packages/protocol-types/src/codedError.ts";
const ERROR_BODY = "packages/protocol-types/src/envelopes.ts";

// The error classes that do not extend CodedError, each with its reason in a comment beside it:
// transport's HostBridgeError (it brands itself with the same rule: extending the class measured
// +51-57 B min+gzip on every browser bundle), and three private signals that never leave their package.
const NOT_CODED = [
  "packages/transport/src/errors.ts: export class HostBridgeError extends Error {",
  "packages/deploy-client/src/http.ts: export class TransportFailure extends Error {",
  "packages/host-simulator/src/conformance/probe.ts: export class CheckFailed extends Error {}",
  "packages/host-simulator/src/conformance/probe.ts: export class CheckSkipped extends Error {}",
  "packages/local-platform/src/formBody.ts: export class ClientGoneError extends Error {",
];

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name == "node_modules" ? [] : sourcesUnder(path);
    return /\.(ts|tsx|vue|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const SOURCES = ["packages", "apps"].flatMap((top) =>
  readdirSync(join(ROOT, top)).flatMap((name) => sourcesUnder(join(ROOT, top, name, "src"))),
);

/** `[file, line]` of every source line (comments left out) that `pattern` matches, outside `home`. */
function elsewhere(pattern: RegExp, home: string): string[] {
  return SOURCES.flatMap((path) => {
    const file = relative(ROOT, path);
    if (file == home) return [];
    return readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map((line) => `${file}: ${line.trim()}`);
  });
}

describe("one home per concept", () => {
  it("reads the sources it checks (the casing module and the redaction list among them)", () => {
    const files = SOURCES.map((path) => relative(ROOT, path));
    expect(files).toContain(CASING);
    expect(files).toContain(REDACT);
    expect(files.length).toBeGreaterThan(100);
  });

  it("converts keys and names methods only in the casing module", () => {
    // a converter defined as a function (`const snakeCase = (`, `function toCamelCase(`), or the
    // `_x` -> `X` / `X` -> `_x` replacement written inline
    const converter =
      /(function\s+\w*(snake|camel)_?case\w*\s*\(|\w*(snake|camel)_?case\w*\s*=\s*(\([^)]*\)(\s*:\s*\w+)?|\w+)\s*=>)|replace\(\s*\/[^/]*(_\(\[a-z\]\)|\(\[A-Z\]\))/i;
    expect(elsewhere(converter, CASING)).toEqual([]);
  });

  it("names credential keys only in the redaction list", () => {
    // a pattern of two or more credential words (`token|secret`, `api[-_]?key|...|password`)
    const word = "(token|secret|passw|api.{0,6}key|credential)";
    const credentialPattern = new RegExp(
      `/[^/\\n]*${word}[^/\\n]*\\|[^/\\n]*${word}[^/\\n]*/`,
      "i",
    );
    expect(elsewhere(credentialPattern, REDACT)).toEqual([]);
  });

  it("makes every error class a coded error, but for the documented exceptions", () => {
    expect(elsewhere(/\bextends\s+(Error|TypeError|RangeError)\b/, CODED_ERROR).sort()).toEqual(
      [...NOT_CODED].sort(),
    );
  });

  it("writes the error body (`{ code, message }`) only as HostErrorInfo", () => {
    // a type literal with both `code` and `message` typed as strings, either order
    const body =
      /\{\s*(code\??:\s*string[^}]*message\??:\s*string|message\??:\s*string[^}]*code\??:\s*string)/;
    expect(elsewhere(body, ERROR_BODY)).toEqual([]);
  });
});
