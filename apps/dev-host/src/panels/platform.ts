// Versions of the app published to and installed on a local platform (`hostbridge platform`), read
// through the dev server; an installed version can be opened in the iframe.
import type { PageContext, PanelView } from "../context";
import { PLATFORM_PATH } from "@hostbridge/dev-server/contract";
import { h, replace } from "@hostbridge/tooling/dom";

interface PlatformState {
  url: string | null;
  available: boolean;
  error?: string;
  apps?: {
    name: string;
    latest_version: number | null;
    versions: { version: number; created_at: string }[];
  }[];
  installs?: { instance_id: string; app: string; version: number; installed_at: string }[];
}

/** The platform panel. */
export function createPlatformPanel(ctx: PageContext): PanelView {
  const content = h("div", { "data-platform": "content" }, h("p", { class: "muted" }, "Loading…"));
  const load = async () => {
    let state: PlatformState;
    try {
      const response = await fetch(PLATFORM_PATH, { cache: "no-store" });
      state = (await response.json()) as PlatformState;
    } catch (error) {
      state = {
        url: null,
        available: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    const appName = ctx.config.app?.name;
    if (!state.url) {
      replace(
        content,
        h(
          "p",
          { class: "muted" },
          "No local platform configured (hostbridge dev --platform-url <url>).",
        ),
      );
      return;
    }
    if (!state.available) {
      replace(
        content,
        h("p", null, `No local platform answers at ${state.url}.`),
        h(
          "p",
          { class: "muted" },
          "Start one with ",
          h("code", null, "hostbridge platform"),
          ", then publish and install with ",
          h("code", null, "hostbridge deploy"),
          ".",
        ),
        state.error ? h("p", { class: "muted" }, state.error) : null,
      );
      return;
    }
    const app = state.apps?.find((candidate) => candidate.name === appName);
    const installs = (state.installs ?? []).filter((install) => install.app === appName);
    const source = ctx.settings.source;
    replace(
      content,
      h("p", { class: "muted" }, `Local platform at ${state.url}.`),
      !appName
        ? h("p", null, "The app has no valid app.json, so its versions cannot be looked up.")
        : !app
          ? h("p", null, `${appName} was never published there.`)
          : h(
              "p",
              null,
              `${appName}: versions ${app.versions.map((v) => v.version).join(", ") || "none"}; latest ${app.latest_version ?? "none"}.`,
            ),
      installs.length
        ? h(
            "ul",
            { class: "items" },
            installs.map((install) =>
              h(
                "li",
                null,
                `instance ${install.instance_id} runs version ${install.version} `,
                // Deployment rule 4: an instance on an older version is offered the update.
                app?.latest_version != null && install.version < app.latest_version
                  ? h(
                      "span",
                      { class: "update-available", "data-update-available": install.instance_id },
                      `update available: version ${app.latest_version} (install it, or use the platform's `,
                      h(
                        "a",
                        { href: `${state.url}/local/admin`, target: "_blank", rel: "noopener" },
                        "Apps settings",
                      ),
                      ") ",
                    )
                  : null,
                h(
                  "button",
                  {
                    type: "button",
                    class: "secondary",
                    "data-platform-open": install.instance_id,
                    onclick: () => {
                      ctx.settings.source = {
                        kind: "installed",
                        instanceId: install.instance_id,
                        appName: install.app,
                      };
                      ctx.save();
                      ctx.reloadApp(
                        `installed version ${install.version} on ${install.instance_id}`,
                      );
                    },
                  },
                  "Open in the frame",
                ),
              ),
            ),
          )
        : appName
          ? h("p", { class: "muted" }, "Not installed on any instance.")
          : null,
      source.kind === "installed"
        ? h(
            "button",
            {
              type: "button",
              onclick: () => {
                ctx.settings.source = { kind: "dev" };
                ctx.save();
                ctx.reloadApp("back to the app under development");
              },
            },
            "Back to the app under development",
          )
        : null,
    );
  };
  const refresh = () => void load();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "platform" },
      content,
      h("button", { type: "button", class: "secondary", onclick: refresh }, "Refresh"),
    ),
    refresh,
  };
}
