import { describe, expect, it } from "vitest";
import { alternationSteps, trimmedMean } from "../lib/alternation.mjs";

describe("the alternating round trip's steps", () => {
  it("drops the lowest and highest tenth before averaging", () => {
    const values = [100, ...Array.from({ length: 8 }, () => 5), -100];
    expect(trimmedMean(values)).toBe(5);
    expect(trimmedMean([1, 2, 3])).toBe(2);
    expect(trimmedMean([])).toBeNaN();
  });

  it("pairs each request with the host's marks in the order the requests were sent", () => {
    // two untimed requests, then pairs (raw, sdk), (sdk, raw), ...: raw takes 10 ms, the SDK 12 ms,
    // of which the SDK spends 1 ms more before the host sees it and 1 ms more after its answer arrives
    const times = { raw: [] as [number, number, number][], sdk: [] as [number, number, number][] };
    const host: [number, number][] = [
      [0, 0],
      [0, 0],
    ];
    let t = 1000;
    for (let i = 0; i < 100; i++)
      for (const name of i % 2 ? (["sdk", "raw"] as const) : (["raw", "sdk"] as const)) {
        const extra = name === "sdk" ? 1 : 0;
        host.push([t + 2 + extra, t + 5 + extra]);
        times[name].push([t, t + 7 + extra, t + 10 + 2 * extra]);
        t += 20;
      }
    const result = alternationSteps([{ times, untimed: 2, host }]);
    expect(result.matched).toBe(true);
    expect(result.pairs).toBe(100);
    expect(result.raw.steps).toEqual([2, 3, 2, 3]);
    expect(result.sdk.steps).toEqual([3, 3, 2, 4]);
    expect(result.raw.total).toBe(10);
    expect(result.sdk.total).toBe(12);
    expect(result.spread.median).toBeCloseTo(1.2);
    expect(result.spread.rounds).toBe(2);
  });

  it("says when the host's marks do not match the requests", () => {
    const one = { raw: [[0, 1, 2]], sdk: [[3, 4, 5]] } as Record<
      "raw" | "sdk",
      [number, number, number][]
    >;
    expect(alternationSteps([{ times: one, untimed: 0, host: [[0, 1]] }]).matched).toBe(false);
  });
});
