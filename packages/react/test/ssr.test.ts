// Server rendering (Next.js, Remix): renderToString in Node never touches `window`, and every
// piece of host state renders as "not there yet".
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { useUi } from "@hostbridge/ui-api";
import { afterEach, describe, expect, it } from "vitest";
import {
  HostBridgeProvider,
  useHostEnv,
  useEnvironmentApi,
  useHostEvent,
  useLastHostEvent,
  useHostMessage,
  usePeerConnectivity,
  useHostRequest,
} from "@hostbridge/react";

function App() {
  const { env, loading } = useHostEnv();
  const data = useHostMessage("ui_app_set_data");
  const last = useLastHostEvent("canvas_opened");
  useHostEvent("canvas_opened", () => {});
  usePeerConnectivity("*", () => {});
  const pick = useHostRequest(useEnvironmentApi(useUi).selectContent);
  return h(
    "p",
    null,
    `${loading ? "loading" : env?.mode}|${data ? "data" : "no data"}|${last ? "event" : "no event"}|${pick.pending ? "pending" : "idle"}`,
  );
}

describe("server rendering", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("renders the loading state without touching window", () => {
    expect(typeof window).toBe("undefined");
    let touched = 0;
    Object.defineProperty(globalThis, "window", {
      configurable: true,
      get() {
        touched += 1;
        return undefined;
      },
    });
    const html = renderToString(h(HostBridgeProvider, { children: h(App) }));
    expect(html).toBe("<p>loading|no data|no event|idle</p>");
    expect(touched).toBe(0);
  });
});
