import { DeployError } from "./errors";

/** How failed attempts are retried. Every field is optional. */
export interface RetryOptions {
  /** Retries after the first attempt (so at most `retries + 1` attempts). Default 4 for install, 2 for publish. */
  retries?: number;
  /** Delay before the first retry in ms; doubled on each further retry. Default 500. */
  minDelay?: number;
  /** Largest backoff delay in ms (a longer `Retry-After` is still honoured). Default 8000. */
  maxDelay?: number;
  /**
   * Total time budget in ms across all attempts and waits. A retry whose wait would end past the
   * budget is not made. Default 60000.
   */
  maxElapsed?: number;
  /** Waits `ms` milliseconds (injectable for tests); must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Source of jitter in [0, 1). Default `Math.random`. */
  random?: () => number;
}

/** Waits `ms` milliseconds, or rejects with an `ABORTED` DeployError when `signal` aborts. */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(
        new DeployError("ABORTED", "the operation was aborted by the caller's AbortSignal", {
          cause: signal.reason,
        }),
      );
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(
        new DeployError("ABORTED", "the operation was aborted by the caller's AbortSignal", {
          cause: signal?.reason,
        }),
      );
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Tracks attempts and computes waits: exponential backoff with jitter, or the server's `Retry-After`. */
export class RetryBudget {
  private readonly started = Date.now();
  private waited = 0;
  attempt = 0;
  readonly retries: number;
  private readonly minDelay: number;
  private readonly maxDelay: number;
  private readonly maxElapsed: number;
  private readonly random: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(options: RetryOptions | undefined, defaultRetries: number) {
    this.retries = Math.max(0, Math.floor(options?.retries ?? defaultRetries));
    this.minDelay = Math.max(0, options?.minDelay ?? 500);
    this.maxDelay = Math.max(this.minDelay, options?.maxDelay ?? 8000);
    this.maxElapsed = Math.max(0, options?.maxElapsed ?? 60_000);
    this.random = options?.random ?? Math.random;
    this.sleep = options?.sleep ?? defaultSleep;
  }

  /**
   * The wait before the next attempt, or undefined when no retry is left (attempt count or time
   * budget). `retryAfterMs` (from the server) replaces the backoff when given.
   */
  nextDelay(retryAfterMs?: number): number | undefined {
    if (this.attempt >= this.retries) return undefined;
    const base = Math.min(this.maxDelay, this.minDelay * 2 ** this.attempt);
    const delay = retryAfterMs ?? Math.round(base / 2 + (this.random() * base) / 2);
    const spent = Math.max(Date.now() - this.started, this.waited);
    if (spent + delay > this.maxElapsed) return undefined;
    return delay;
  }

  /** Waits `delay` ms and counts the attempt. */
  async wait(delay: number, signal?: AbortSignal): Promise<void> {
    this.attempt += 1;
    this.waited += delay;
    await this.sleep(delay, signal);
  }
}
