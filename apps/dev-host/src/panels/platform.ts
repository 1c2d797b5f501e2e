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

type PlatformApp = NonNullable<PlatformState["apps"]>[number];
type PlatformInstall = NonNullable<PlatformState["installs"]>[number];

/** Reads the local platform's state through the dev server (a failure reads as "not available"). */
async function readPlatform(): Promise<PlatformState> {
  try {
    const response = await fetch(PLATFORM_PATH, { cache: "no-store" });
    return (await response.json()) as PlatformState;
  } catch (error) {
    return {
      url: null,
      available: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** What the panel says when there is no platform to read. */
function unavailable(state: PlatformState): HTMLElement[] {
  if (!state.url)
    return [
      h(
        "p",
        { class: "muted" },
        "No local platform configured (hostbridge dev --platform-url <url>).",
      ),
    ];
  return [
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
    ...(state.error ? [h("p", { class: "muted" }, state.error)] : []),
  ];
}

/** One installed instance: its version, an update notice when it is behind, and a button to open it. */
function installRow(
  ctx: PageContext,
  platformUrl: string,
  app: PlatformApp | undefined,
  install: PlatformInstall,
): HTMLElement {
  return h(
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
            { href: `${platformUrl}/local/admin`, target: "_blank", rel: "noopener" },
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
          ctx.reloadApp(`installed version ${install.version} on ${install.instance_id}`);
        },
      },
      "Open in the frame",
    ),
  );
}

/** The app's published versions and installs on an available platform. */
function platformView(ctx: PageContext, state: PlatformState & { url: string }): HTMLElement[] {
  const appName = ctx.config.app?.name;
  const app = state.apps?.find((candidate) => candidate.name === appName);
  const installs = (state.installs ?? []).filter((install) => install.app === appName);
  const source = ctx.settings.source;
  const parts: (HTMLElement | null)[] = [
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
          installs.map((install) => installRow(ctx, state.url, app, install)),
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
  ];
  return parts.filter((part): part is HTMLElement => part !== null);
}

/** The platform panel. */
export function createPlatformPanel(ctx: PageContext): PanelView {
  const content = h("div", { "data-platform": "content" }, h("p", { class: "muted" }, "Loading…"));
  const load = async () => {
    const state = await readPlatform();
    if (!state.url || !state.available) replace(content, ...unavailable(state));
    else replace(content, ...platformView(ctx, { ...state, url: state.url }));
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
