import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SecretScanner } from "../src/secrets";

function scan(chunks: Buffer[], key?: string): string | undefined {
  const scanner = new SecretScanner("file.bin", key);
  try {
    // Each chunk is scanned from a buffer that is overwritten afterwards, as pack reuses its buffer.
    for (const chunk of chunks) {
      const reused = Buffer.from(chunk);
      scanner.scan(reused);
      reused.fill(0);
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function split(buffer: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((cut) => cut % (buffer.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let previous = 0;
  for (const point of [...points, buffer.length]) {
    if (point > previous) chunks.push(buffer.subarray(previous, point));
    previous = point;
  }
  return chunks;
}

describe("SecretScanner", () => {
  it("finds the key wherever it lands across chunk boundaries (property)", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 400 }),
        fc.uint8Array({ maxLength: 400 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (before, after, cuts) => {
          const key = "k3y-VALUE-0123456789";
          const data = Buffer.concat([Buffer.from(before), Buffer.from(key), Buffer.from(after)]);
          const message = scan(split(data, cuts), key);
          expect(message).toContain("contains the value of the API key");
          expect(message).not.toContain(key);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds a PEM private key header split anywhere (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("", "RSA ", "EC ", "OPENSSH ", "ENCRYPTED "),
        fc.array(fc.nat(), { maxLength: 6 }),
        (label, cuts) => {
          const data = Buffer.from(`xx\n-----BEGIN ${label}PRIVATE KEY-----\nMIIE\n`);
          expect(scan(split(data, cuts))).toContain("PEM private key");
        },
      ),
      { numRuns: 100 },
    );
  });

  it("passes data without secrets and ignores keys too short to search for", () => {
    expect(scan([Buffer.from("-----BEGIN PUBLIC KEY-----\nabc")], "abc")).toBeUndefined();
    expect(scan([Buffer.from("-----BEGIN lowercase PRIVATE KEY-----")])).toBeUndefined();
  });
});
