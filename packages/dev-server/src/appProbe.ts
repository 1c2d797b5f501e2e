// Whether the app's own dev server (`--app-url`) answers. Started before it, the dev host would show
// the browser's broken-page icon and log "loaded"; instead the dev server checks the URL, says so in
// the terminal and on the page, and keeps checking until it answers, then the page loads it.
import type { AppStatus } from "./contract";

/** Options of {@link watchAppUrl}. */
export interface AppProbeOptions {
  /** Time between two checks while nothing answers. Default 1000 ms. */
  intervalMs?: number;
  /** Longest wait for one answer. Default 2000 ms. */
  timeoutMs?: number;
  /** Called on every change of state (down after a first check, up when it answers). */
  onChange(status: AppStatus): void;
}

/** Why a fetch of the app's URL failed, in a few words (`connection refused`). */
function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND") return "unknown host name";
  if ((error as Error | undefined)?.name === "TimeoutError") return "no answer in time";
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** Checks once: any HTTP answer (even an error status) means a server is there. */
export async function probeAppUrl(url: string, timeoutMs = 2000): Promise<AppStatus> {
  try {
    const response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "text/html" },
    });
    await response.body?.cancel();
    return { state: "up" };
  } catch (error) {
    return { state: "down", reason: failureReason(error) };
  }
}

/**
 * Checks `url` at once and then, while nothing answers, every `intervalMs` until it does. Resolves
 * with the first status; `stop()` ends the checks.
 */
export async function watchAppUrl(
  url: string,
  options: AppProbeOptions,
): Promise<{ status: () => AppStatus; stop(): void }> {
  let status: AppStatus = await probeAppUrl(url, options.timeoutMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const again = () => {
    timer = setTimeout(() => {
      void probeAppUrl(url, options.timeoutMs).then((next) => {
        if (stopped) return;
        if (next.state === "up") {
          status = next;
          options.onChange(next);
        } else again();
      });
    }, options.intervalMs ?? 1000);
    timer.unref?.();
  };
  if (status.state === "down") {
    options.onChange(status);
    again();
  }
  return {
    status: () => status,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
