// The one timer of the simulator's waits: a latency, a scripted answer's delay, the pause between
// streamed chunks. With `signal`, it settles early (resolves `false`) when the host is disposed.

/** Waits `ms` milliseconds; resolves `true`, or `false` at once when `signal` aborts first. */
export function delay(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    if (ms <= 0) return resolve(true);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve(true);
    }, ms);
    signal?.addEventListener("abort", stop, { once: true });
  });
}
