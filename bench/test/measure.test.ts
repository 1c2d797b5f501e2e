import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatMs,
  mean,
  median,
  pairedRatio,
  pairedSpread,
  percentile,
  ratio,
  summarize,
} from "../lib/measure.mjs";

describe("benchmark statistics", () => {
  it("interpolates percentiles between closest ranks", () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile([7], 95)).toBe(7);
  });

  it("ignores the order of the samples", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(summarize([3, 1, 2])).toEqual({ n: 3, mean: 2, p50: 2, p95: 2.9, min: 1, max: 3 });
  });

  it("returns NaN for no samples instead of a made-up number", () => {
    expect(median([])).toBeNaN();
    expect(mean([])).toBeNaN();
    expect(ratio(5, 0)).toBeNaN();
  });

  it("rejects a percentile outside 0..100", () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it("takes the median of per-round ratios, so one disturbed round does not move the result", () => {
    // round 3 was disturbed for the subject only
    expect(pairedRatio([110, 220, 900, 110], [100, 200, 100, 100])).toBeCloseTo(1.1);
    expect(() => pairedRatio([1, 2], [1])).toThrow(RangeError);
  });

  it("formats durations and sizes with units", () => {
    expect(formatMs(0.25)).toBe("250 µs");
    expect(formatMs(12.345)).toBe("12.3 ms");
    expect(formatMs(2500)).toBe("2.50 s");
    expect(formatBytes(4096)).toBe("4.00 KB");
    expect(formatBytes(120 * 1024 * 1024)).toBe("120.0 MB");
  });

  it("gives the spread of a paired ratio and a 95% interval of its median that holds the median", () => {
    // 20 rounds: the subject is 1.00x..1.19x its baseline, in shuffled order
    const ratios = [7, 2, 15, 0, 11, 19, 4, 9, 13, 1, 17, 6, 3, 18, 10, 5, 14, 8, 16, 12].map(
      (k) => 1 + k / 100,
    );
    const baseline = ratios.map((_, i) => 100 + i);
    const subject = ratios.map((r, i) => r * (100 + i));
    const spread = pairedSpread(subject, baseline);
    expect(spread.rounds).toBe(20);
    expect(spread.median).toBeCloseTo(1.095);
    expect(spread.min).toBeCloseTo(1);
    expect(spread.max).toBeCloseTo(1.19);
    expect(spread.p25).toBeCloseTo(1.0475);
    expect(spread.p75).toBeCloseTo(1.1425);
    // ranks 5 and 16 of 20 (1-based): 1.04 and 1.15
    expect(spread.ci95[0]).toBeCloseTo(1.04);
    expect(spread.ci95[1]).toBeCloseTo(1.15);
    expect(() => pairedSpread([1, 2], [1])).toThrow(RangeError);
  });
});
