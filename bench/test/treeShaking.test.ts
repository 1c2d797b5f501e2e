// What a consumer's bundle gets from @hostbridge/transport: only what it uses. Uses the same bundling
// as the size benchmark and the budget check (bench/lib/bundles.mjs), from the packages' sources.
import { describe, expect, it } from "vitest";
import { consumer, measureConsumer } from "../lib/bundles.mjs";
import type { Consumer } from "../lib/bundles.mjs";

const TIMEOUT = 60_000;

const probe = (id: string, code: string): Consumer => ({
  id,
  group: "probe",
  library: "@hostbridge/transport",
  code,
});

/**
 * The transport source files a consumer's bundle is made of (`bridge`, `windowTransport`, ...), and the
 * wire codecs it takes from `@hostbridge/protocol-types/wire` (`wire/envelopeCodec`, ...).
 */
async function transportFiles(c: Consumer) {
  const size = await measureConsumer(c, { mode: "source" });
  return size.inputs
    .map((i) => {
      const m =
        /^packages\/(?:transport\/src\/([\w/]+)|protocol-types\/src\/(wire\/\w+))\.ts$/.exec(
          i.path,
        );
      return m?.[1] ?? m?.[2];
    })
    .filter((name): name is string => !!name);
}

describe("tree-shaking of @hostbridge/transport", () => {
  it(
    "gives the minimal consumer the bridge and what the default transport choice needs, not the port or memory transports",
    async () => {
      const files = await transportFiles(consumer("hostbridge-transport"));
      expect(files).toEqual(
        expect.arrayContaining([
          "bridge",
          "windowTransport",
          "nativeTransport",
          "wire/envelopeCodec",
        ]),
      );
      expect(files).not.toContain("portTransport");
      expect(files).not.toContain("memoryTransport");
      expect(files).not.toContain("lowLevel");
    },
    TIMEOUT,
  );

  it(
    "gives a consumer of the in-memory pair alone neither the bridge nor the window/native transports",
    async () => {
      const c = probe(
        "transport-memory-pair",
        `import { createMemoryTransportPair } from "@hostbridge/transport";
const [a, b] = createMemoryTransportPair();
b.listen((m) => { globalThis.m = m; });
a.send({ hello: 1 });`,
      );
      const files = await transportFiles(c);
      expect(files).toContain("memoryTransport");
      for (const absent of [
        "bridge",
        "windowTransport",
        "nativeTransport",
        "wire/envelopeCodec",
        "casing",
      ])
        expect(files).not.toContain(absent);
      expect((await measureConsumer(c, { mode: "source" })).gzip).toBeLessThan(1_000);
    },
    TIMEOUT,
  );
});
