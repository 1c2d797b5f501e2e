// The page loads of the app in one run's frame: how many there were, which one each request came
// from, and which pending request a target names (by type: the latest page load's). The host sees a
// new page only by the frame's `load` event.
import type { Host } from "../hostTypes";

/** The page loads of one run's app frame. */
export interface PageLoads {
  /** How many times the app's page loaded so far (its own reloads included). */
  count(): number;
  /** The page load request `id` arrived in: the loads finished when it arrived, at least 1. */
  of(id: string): number;
  /**
   * The id of the pending request `target` names: an id as it is; a type, the pending request of
   * that type from the latest page load (the oldest of those), since after the app reloaded the
   * request of the page before can never reach a person's answer. Else `target` itself.
   */
  resolve(target: string): string;
}

/**
 * Counts the page loads of `iframe` and the page load each request of `host` arrived in, and tells the
 * host of each load (`host.pageLoaded()`), until `signal` aborts (a page that keeps its frame for the
 * next run).
 */
export function trackPageLoads(
  host: Host,
  iframe: HTMLIFrameElement,
  signal?: AbortSignal,
): PageLoads {
  let loads = 0;
  const arrivedIn = new Map<string, number>();
  const onLoad = () => {
    loads++;
    // (as on the platform: an app that has not said it started gets its start data at page load)
    if (!host.disposed) host.pageLoaded({ reload: loads > 1 });
  };
  iframe.addEventListener("load", onLoad, signal ? { signal } : {});
  // (a request the next page sends before its own load event still counts with the page before)
  host.on(
    (entry) => {
      if (entry.kind === "request") arrivedIn.set(entry.id, Math.max(1, loads));
    },
    { redact: false },
  );
  const of = (id: string) => arrivedIn.get(id) ?? 1;
  return {
    count: () => loads,
    of,
    resolve(target) {
      const pending = host.pending();
      if (pending.some((request) => request.id === target)) return target;
      const ofType = pending.filter((request) => request.type === target);
      const latest = Math.max(0, ...ofType.map((request) => of(request.id)));
      return ofType.find((request) => of(request.id) === latest)?.id ?? target;
    },
  };
}
