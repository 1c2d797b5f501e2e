// Entry point: finds out where the app runs (the host names the location in the `jsApiLocation`
// query parameter) and shows the matching view.
import { getAvailableApis } from "@hostbridge/sdk";
import { mountAdminApp } from "./adminView";
import { h, replace } from "@hostbridge/tooling/dom";
import { mountDsrApp } from "./dsrView";
import "./style.css";
import { mountCanvasApp } from "./uiView";

const root = document.getElementById("app")!;
const { location, apis } = getAvailableApis();
const embedded = window.parent !== window;

const content = h("main", { "data-location": location });
replace(
  root,
  h(
    "header",
    null,
    h("h1", null, "HostBridge Example"),
    h("span", { class: "badge", "data-badge": "location" }, location),
    h("span", { class: "muted" }, ` APIs: ${apis.join(", ")}`),
  ),
  embedded
    ? null
    : h(
        "p",
        { class: "outcome error" },
        "This app is not embedded in a host, so its calls cannot be answered. Run it in the dev host: ",
        h("code", null, "npx hostbridge dev"),
        ".",
      ),
  content,
);

if (location === "admin") mountAdminApp(content);
else if (location === "dsr") mountDsrApp(content);
else mountCanvasApp(content, location);
