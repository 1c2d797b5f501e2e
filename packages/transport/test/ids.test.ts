import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryTransportPair, createBridge } from "@hostbridge/transport";
import { flush } from "./helpers/harness";
import type { Wire } from "./helpers/harness";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function idsOf(count: number): Promise<string[]> {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const seen: string[] = [];
  hostEnd.listen((m) => seen.push((m as Wire).request.id));
  const bridge = createBridge({ transport: appEnd });
  for (let i = 0; i < count; i++) bridge.emit("file_opened");
  await flush();
  bridge.dispose();
  return seen;
}

describe("message ids", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses crypto.randomUUID and never repeats an id", async () => {
    const spy = vi.spyOn(globalThis.crypto, "randomUUID");
    const ids = await idsOf(2000);
    expect(spy).toHaveBeenCalledTimes(2000);
    expect(new Set(ids).size).toBe(2000);
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    spy.mockRestore();
  });

  it("falls back to getRandomValues when randomUUID is missing (insecure contexts)", async () => {
    const real = globalThis.crypto;
    const getRandomValues = vi.fn(<T extends Uint8Array>(array: T) => real.getRandomValues(array));
    vi.stubGlobal("crypto", { getRandomValues });
    const ids = await idsOf(500);
    expect(getRandomValues).toHaveBeenCalledTimes(500);
    expect(new Set(ids).size).toBe(500);
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
  });
});
