// Whether the user asked for the inspector: the only part of it in the main entry (a few bytes), so
// an app decides whether to load `@hostbridge/sdk/inspector` without carrying it.

/** The URL flag (`?hostbridge-inspector` or `#hostbridge-inspector`) and storage key that ask for the inspector. */
export const INSPECTOR_FLAG = "hostbridge-inspector";

/**
 * Whether this page asked for the inspector: the URL has `hostbridge-inspector` in its query or
 * hash, or `localStorage["hostbridge-inspector"]` is `"on"`. False without a window (SSR) or when
 * storage is blocked. Off unless asked.
 *
 * @example
 * ```ts
 * import { inspectorRequested, useUi } from "@hostbridge/sdk";
 *
 * const inspector = inspectorRequested()
 *   ? (await import("@hostbridge/sdk/inspector")).createInspector()
 *   : undefined;
 * const ui = useUi({ onActivity: inspector?.onActivity });
 * inspector?.open();
 * ```
 */
export function inspectorRequested(): boolean {
  try {
    const { search, hash } = globalThis.location;
    if (`${search}${hash}`.includes(INSPECTOR_FLAG)) return true;
    return globalThis.localStorage?.getItem(INSPECTOR_FLAG) == "on";
  } catch {
    return false;
  }
}
