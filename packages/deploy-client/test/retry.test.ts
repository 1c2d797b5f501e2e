import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "../src/http";
import { RetryBudget } from "../src/retry";

describe("parseRetryAfter", () => {
  it("reads delta seconds and HTTP dates, and ignores garbage", () => {
    const now = Date.parse("2024-05-01T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Wed, 01 May 2024 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Wed, 01 May 2024 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe("RetryBudget", () => {
  it("doubles the delay with jitter up to the maximum and stops after the last retry", async () => {
    const budget = new RetryBudget(
      { retries: 5, minDelay: 100, maxDelay: 500, random: () => 1, sleep: async () => {} },
      0,
    );
    const delays: number[] = [];
    for (let delay = budget.nextDelay(); delay !== undefined; delay = budget.nextDelay()) {
      delays.push(delay);
      await budget.wait(delay);
    }
    expect(delays).toEqual([100, 200, 400, 500, 500]);
  });

  it("keeps jittered delays between half and all of the backoff", () => {
    const low = new RetryBudget({ minDelay: 1000, random: () => 0 }, 3);
    const high = new RetryBudget({ minDelay: 1000, random: () => 0.999 }, 3);
    expect(low.nextDelay()).toBe(500);
    expect(high.nextDelay()).toBe(1000);
  });

  it("refuses a wait that would overrun the total time budget", () => {
    const budget = new RetryBudget({ maxElapsed: 10_000 }, 3);
    expect(budget.nextDelay(9_000)).toBe(9_000);
    expect(budget.nextDelay(11_000)).toBeUndefined();
  });
});
