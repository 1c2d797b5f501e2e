// useApi() and getAvailableApis() as the client has them: the environment is the parent window's
// `jsApiLocation` (readable only from the host's own origin); when it cannot be read, the
// `jsApiLocation` query parameter of the app's URL, then `impact`.
import type { JsApiLocation } from "@hostbridge/protocol-types";
import { useAdmin } from "./admin";
import { useDsr } from "./dsr";
import { usePitcherApi } from "./highLevel";
import { notice } from "./notices";
import type { AdminApi, ApiOptions, DsrApi, HighLevelApi, UiApi } from "./types/apis";
import { useUi } from "./ui";

const LOCATIONS: readonly unknown[] = ["ui", "admin", "dsr", "impact"];

function detectLocation(): JsApiLocation | undefined {
  if (typeof window === "undefined") return undefined;
  try {
    const fromParent = (window.parent as { jsApiLocation?: unknown }).jsApiLocation;
    if (fromParent !== undefined) return fromParent as JsApiLocation;
  } catch {
    // a cross-origin parent: its properties cannot be read (the client throws here)
  }
  const fromUrl = new URLSearchParams(window.location.search).get("jsApiLocation");
  return LOCATIONS.includes(fromUrl) ? (fromUrl as JsApiLocation) : undefined;
}

function requireWindow(name: string): void {
  if (typeof window === "undefined") throw new Error(`${name}: window is not defined`);
}

/**
 * The locations whose APIs work here, as the client reports them: `["ui", "impact"]` in the UI,
 * otherwise `[location]` (`["impact"]` when unknown).
 *
 * @example
 * ```ts
 * if (getAvailableApis().includes("ui")) await useUi().appLoaded();
 * ```
 */
export function getAvailableApis(): JsApiLocation[] {
  requireWindow("getAvailableApis");
  notice("get-available-apis", "getAvailableApis()");
  const location = detectLocation();
  return location === "ui" ? ["ui", "impact"] : [location ?? "impact"];
}

/** What `useApi()` returns in the UI: both APIs merged, and each under its own key. */
export type UiLocationApi = HighLevelApi & UiApi & { ui: UiApi; impact: HighLevelApi };
/** What `useApi()` returns in the DSR location: its API plus the high-level `broadcast`. */
export type DsrLocationApi = DsrApi & { broadcast: HighLevelApi["broadcast"] };

/**
 * The API of the location the app runs in, as the client's `useApi()`: in the UI the high-level and
 * UI methods merged (and under `ui` / `impact`), in admin `useAdmin()`, in DSR `useDsr()` plus
 * `broadcast`, elsewhere `usePitcherApi(options)`.
 *
 * @example
 * ```ts
 * import { useApi } from "@hostbridge/compat";
 *
 * const api = useApi({ casing: "camel" });
 * ```
 */
export function useApi(
  options?: ApiOptions,
): HighLevelApi | UiLocationApi | AdminApi | DsrLocationApi {
  requireWindow("useApi");
  const location = detectLocation();
  if (location === "ui") {
    notice("use-api-merged", "useApi()");
    const impact = usePitcherApi();
    const ui = useUi();
    return { ...impact, ...ui, ui, impact } as UiLocationApi;
  }
  if (location === "admin") return useAdmin();
  if (location === "dsr") return { ...useDsr(), broadcast: usePitcherApi().broadcast };
  return usePitcherApi(options);
}
