// @ts-check
// The React app of the push-to-DOM benchmark: `useHostMessage("ui_app_set_data")` rendered with
// `createElement` (no JSX), below <HostBridgeProvider>, in a concurrent root (createRoot).
import { observe, pushedText } from "./pushProbe.mjs";
import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { HostBridgeProvider, useHostMessage } from "@hostbridge/react";

const hostOrigin = /** @type {string} */ (document.documentElement.dataset.hostOrigin);

function App() {
  const data = useHostMessage("ui_app_set_data");
  return createElement("p", { "data-view": "pushed" }, pushedText(data?.component_id));
}

const root = /** @type {HTMLElement} */ (document.getElementById("root"));
// flushSync: the first render (and the provider's subscription) is in place before the host pushes
flushSync(() =>
  createRoot(root).render(
    createElement(HostBridgeProvider, { options: { hostOrigin } }, createElement(App)),
  ),
);
observe(root);
/** @type {any} */ (globalThis).probe.ready = true;
