import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SecretScanner } from "../src/secrets";

async function scan(chunks: Buffer[], key?: string): Promise<string | undefined> {
  try {
    await pipeline(
      Readable.from(chunks),
      new SecretScanner("file.bin", key),
      new Writable({ write: (_chunk, _encoding, callback) => callback() }),
    );
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
  it("finds the key wherever it lands across chunk boundaries (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 400 }),
        fc.uint8Array({ maxLength: 400 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (before, after, cuts) => {
          const key = "k3y-VALUE-0123456789";
          const data = Buffer.concat([Buffer.from(before), Buffer.from(key), Buffer.from(after)]);
          const message = await scan(split(data, cuts), key);
          expect(message).toContain("contains the value of the API key");
          expect(message).not.toContain(key);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds a PEM private key header split anywhere (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("", "RSA ", "EC ", "OPENSSH ", "ENCRYPTED "),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (label, cuts) => {
          const data = Buffer.from(`xx\n-----BEGIN ${label}PRIVATE KEY-----\nMIIE\n`);
          expect(await scan(split(data, cuts))).toContain("PEM private key");
        },
      ),
      { numRuns: 100 },
    );
  });

  it("passes data without secrets and ignores keys too short to search for", async () => {
    expect(await scan([Buffer.from("-----BEGIN PUBLIC KEY-----\nabc")], "abc")).toBeUndefined();
    expect(await scan([Buffer.from("-----BEGIN lowercase PRIVATE KEY-----")])).toBeUndefined();
  });
});
