// Where high-level requests go on the platform wire: the top-most host window. The platform's
// client sends `SVC_REQUEST` not to its parent but to the top-most window of the platform: it
// climbs `parent` while the parent is a host page. A page can inspect only windows of its own
// origin (reading a cross-origin window's location throws), so the climb passes only through
// same-origin windows, and only when this page's own origin is an allowed host origin.
import type { OriginPattern } from "./origin";
import { matchesOrigin, originList } from "./origin";

/** The origin of `win` when this page can read it (same origin), else `undefined`. Never throws. */
const readableOrigin = (win: Window): string | undefined => {
  try {
    const origin = win.location.origin;
    return origin && origin != "null" ? origin : undefined;
  } catch {
    // a cross-origin window: it cannot be inspected
  }
};

/**
 * The top-most host window above this framed page, with its origin, when it is not the parent: from
 * `window.parent` it climbs to the next parent while both are readable (same origin as this page)
 * and this origin is an allowed host origin (`hostOrigin`; without it, a readable parent is the
 * detected host origin itself). `undefined` when there is nothing to climb (the parent is cross-origin,
 * or the top of the chain), so requests go to the parent as on the envelope wire.
 */
export function findTopHostWindow(
  hostOrigin: OriginPattern | undefined,
): { window: Window; origin: string } | undefined {
  const self = globalThis.window as Window | undefined;
  if (!self || self.parent == self) return;
  let top = self.parent;
  const origin = readableOrigin(top);
  if (!origin || (hostOrigin !== undefined && !matchesOrigin(originList(hostOrigin, true), origin)))
    return;
  let climbed = false;
  while (top.parent != top && readableOrigin(top.parent) == origin) {
    top = top.parent;
    climbed = true;
  }
  return climbed ? { window: top, origin } : undefined;
}
