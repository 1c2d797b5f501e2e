import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatMs,
  mean,
  median,
  pairedRatio,
  percentile,
  ratio,
  summarize,
} from "../lib/stats.mjs";

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
});
