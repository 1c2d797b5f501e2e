// The banner of an app that loads the platform's client by script tag (DevConfig.clientScripts):
// which tags, and what the dev server serves for them instead of the network (an installed copy of
// the package), or what to install when it found none.
import type { DevClientScripts } from "@hostbridge/dev-server/contract";
import { h } from "@hostbridge/tooling/dom";

/** The banner, or nothing when the app loads no client from elsewhere. */
export function clientScriptsBanner(scripts: DevClientScripts | undefined): HTMLElement[] {
  const remote = scripts?.tags.filter((tag) => tag.from !== "file") ?? [];
  if (!scripts || remote.length === 0) return [];
  const missing = scripts.served.some((copy) => !copy.found);
  return [
    h(
      "div",
      { class: missing ? "banner" : "banner info", "data-banner": "client-scripts" },
      h("strong", null, "The app loads the platform's client by script tag. "),
      h(
        "ul",
        null,
        remote.map((tag) =>
          h("li", { "data-client-tag": tag.src }, h("code", null, tag.file), ": ", tag.src),
        ),
        scripts.served.map((copy) =>
          h("li", { "data-client-served": copy.pkg }, `${copy.pkg} ${copy.description}.`),
        ),
      ),
    ),
  ];
}
