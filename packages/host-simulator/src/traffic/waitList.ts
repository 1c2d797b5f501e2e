// Waiting for a request or an event the app sends (`host.waitForRequest`, `host.waitForEvent`):
// each recorded item goes to at most one waiter, and an item already recorded and not yet claimed
// satisfies a new wait at once.
import { HostSimulatorError } from "../errors";
import type { WaitOptions } from "../hostTypes";

const DEFAULT_WAIT_TIMEOUT = 2000;

interface Waiter<T> {
  match: (item: T) => boolean;
  resolve: (item: T) => void;
  reject: (error: Error) => void;
}

/** The waits on one kind of recorded item. */
export interface WaitList<T> {
  /** Hands a new item to the first waiter that wants it. A predicate that throws rejects its own wait. */
  offer(item: T): void;
  /** An unclaimed recorded item matching `target`, or the next one to arrive (or `WAIT_TIMEOUT`). */
  wait(target: string | ((item: T) => boolean), options: WaitOptions): Promise<T>;
  /** Rejects every open wait with `error`. */
  rejectAll(error: Error): void;
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/** Waits on the items of `list` (`kind` names them in errors); `disposed` says when the host is gone. */
export function createWaitList<T extends { type: string }>(
  kind: "request" | "event",
  list: readonly T[],
  disposed: () => boolean,
): WaitList<T> {
  const waiters = new Set<Waiter<T>>();
  const claimed = new WeakSet<T & object>();

  const waitForNext = (match: (item: T) => boolean, label: string, timeout: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        const seen = list.map((item) => item.type);
        reject(
          new HostSimulatorError(
            "WAIT_TIMEOUT",
            `no ${kind} ${label} arrived within ${timeout} ms; ${kind}s seen so far: ${seen.length ? seen.join(", ") : "none"}. Check that the app sends it (and on this host's transport), or pass a longer { timeout }`,
          ),
        );
      }, timeout);
      const waiter: Waiter<T> = {
        match,
        resolve: (item) => {
          clearTimeout(timer);
          resolve(item);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      waiters.add(waiter);
    });

  return {
    offer(item) {
      for (const waiter of [...waiters]) {
        let wanted = false;
        try {
          wanted = waiter.match(item);
        } catch (error) {
          waiters.delete(waiter);
          waiter.reject(asError(error));
          continue;
        }
        if (wanted) {
          claimed.add(item);
          waiters.delete(waiter);
          waiter.resolve(item);
          return;
        }
      }
    },
    wait(target, options) {
      const match = typeof target === "function" ? target : (item: T) => item.type === target;
      const label = typeof target === "function" ? "matching the predicate" : `"${target}"`;
      if (disposed())
        return Promise.reject(
          new HostSimulatorError(
            "HOST_DISPOSED",
            `cannot wait for a ${kind} ${label}: the host was disposed`,
          ),
        );
      let existing: T | undefined;
      try {
        existing = list.find((item) => !claimed.has(item) && match(item));
      } catch (error) {
        return Promise.reject(asError(error));
      }
      if (existing) {
        claimed.add(existing);
        return Promise.resolve(existing);
      }
      return waitForNext(match, label, options.timeout ?? DEFAULT_WAIT_TIMEOUT);
    },
    rejectAll(error) {
      for (const waiter of [...waiters]) waiter.reject(error);
      waiters.clear();
    },
  };
}
