// @ts-check
// Small, dependency-free statistics for noisy benchmarks: medians and percentiles over samples,
// and ratios against a baseline measured in the same run.

/**
 * Sorted copy of `values` (ascending), without NaN.
 * @param {readonly number[]} values
 * @returns {number[]}
 */
function sorted(values) {
  return values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
}

/**
 * The `p`-th percentile (0..100) by linear interpolation between closest ranks
 * (the same definition as NumPy's default). `NaN` for an empty list.
 * @param {readonly number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const rank = (p / 100) * (s.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = /** @type {number} */ (s[low]);
  const b = /** @type {number} */ (s[high]);
  return a + (b - a) * (rank - low);
}

/**
 * The median (50th percentile). `NaN` for an empty list.
 * @param {readonly number[]} values
 */
export function median(values) {
  return percentile(values, 50);
}

/**
 * The arithmetic mean. `NaN` for an empty list.
 * @param {readonly number[]} values
 */
export function mean(values) {
  const s = sorted(values);
  return s.length === 0 ? Number.NaN : s.reduce((sum, v) => sum + v, 0) / s.length;
}

/**
 * mean, p50, p95, min, max and the sample count of `values`.
 * @param {readonly number[]} values
 * @returns {{ n: number, mean: number, p50: number, p95: number, min: number, max: number }}
 */
export function summarize(values) {
  const s = sorted(values);
  return {
    n: s.length,
    mean: mean(s),
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    min: s.length ? /** @type {number} */ (s[0]) : Number.NaN,
    max: s.length ? /** @type {number} */ (s[s.length - 1]) : Number.NaN,
  };
}

/**
 * `value / baseline`, or `NaN` when the baseline is not a positive number.
 * @param {number} value
 * @param {number} baseline
 */
export function ratio(value, baseline) {
  return baseline > 0 && Number.isFinite(baseline) ? value / baseline : Number.NaN;
}

/**
 * The median over rounds of the per-round ratio `subject[i] / baseline[i]`: with interleaved rounds
 * this cancels slow drifts of a shared machine (both sides of a pair ran at nearly the same time).
 * @param {readonly number[]} subject
 * @param {readonly number[]} baseline
 */
export function pairedRatio(subject, baseline) {
  if (subject.length !== baseline.length) {
    throw new RangeError(
      `paired ratio needs as many subject as baseline rounds (${subject.length} vs ${baseline.length})`,
    );
  }
  return median(subject.map((v, i) => ratio(v, /** @type {number} */ (baseline[i]))));
}

/**
 * How far a paired ratio can be trusted: the per-round ratios `subject[i] / baseline[i]`, their median,
 * quartiles and extremes, and a distribution-free 95% confidence interval of the median (the order
 * statistics at ranks n/2 -/+ 0.98 sqrt(n), Conover's rule: no assumption about the shape of the noise).
 * Two runs differ meaningfully only when their intervals do not overlap.
 * @param {readonly number[]} subject
 * @param {readonly number[]} baseline
 * @returns {{ rounds: number, median: number, p25: number, p75: number, min: number, max: number, ci95: [number, number] }}
 */
export function pairedSpread(subject, baseline) {
  pairedRatio(subject, baseline); // the same length check
  const ratios = sorted(subject.map((v, i) => ratio(v, /** @type {number} */ (baseline[i]))));
  const n = ratios.length;
  const half = 0.98 * Math.sqrt(n);
  const at = (/** @type {number} */ rank) =>
    n === 0 ? Number.NaN : /** @type {number} */ (ratios[Math.min(n - 1, Math.max(0, rank))]);
  return {
    rounds: n,
    median: median(ratios),
    p25: percentile(ratios, 25),
    p75: percentile(ratios, 75),
    min: at(0),
    max: at(n - 1),
    // 1-based ranks floor(n/2 - half) and ceil(n/2 + 1 + half), as 0-based indexes
    ci95: [at(Math.floor(n / 2 - half) - 1), at(Math.ceil(n / 2 + 1 + half) - 1)],
  };
}

/**
 * A paired spread as text: its 95% interval, then its quartiles.
 * @param {ReturnType<typeof pairedSpread>} s
 */
export const formatSpread = (s) =>
  `${s.ci95[0].toFixed(3)}-${s.ci95[1].toFixed(3)}; ${s.p25.toFixed(3)}-${s.p75.toFixed(3)}`;

/**
 * Formats a number of milliseconds with a unit that keeps 3 significant digits.
 * @param {number} ms
 */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return "n/a";
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 2 : ms < 0.1 ? 1 : 0)} µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : ms < 100 ? 1 : 0)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * Formats bytes as B, KB or MB (1 KB = 1024 B).
 * @param {number} bytes
 */
export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return "n/a";
  const sign = bytes < 0 ? "-" : "";
  const b = Math.abs(bytes);
  if (b < 1024) return `${sign}${b} B`;
  if (b < 1024 * 1024) return `${sign}${(b / 1024).toFixed(2)} KB`;
  return `${sign}${(b / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Formats a ratio as `1.04x`.
 * @param {number} r
 */
export function formatRatio(r) {
  return Number.isFinite(r) ? `${r.toFixed(2)}x` : "n/a";
}
