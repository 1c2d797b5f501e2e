// The app in the `admin` location: the admin environment, the admin content picker and file overlay.
import { useAdmin } from "@hostbridge/sdk";
import type { AdminOptions } from "@hostbridge/sdk";
import { action, card, outcome } from "./components";
import { h, replace } from "@hostbridge/tooling/dom";
import { envFacts } from "./env";

type Item = { id?: unknown; name?: unknown };

/** Mounts the app for the `admin` location into `root`; `options` go to the SDK (tests pass `{ transport }`). */
export function mountAdminApp(root: HTMLElement, options: AdminOptions = {}): void {
  const admin = useAdmin(options);

  const envResult = outcome("env");
  const envView = h("div", { "data-view": "env" }, h("p", { class: "muted" }, "Asking the host…"));
  const loadEnv = async () => {
    replace(envView, envFacts(await admin.getEnv()));
    envResult.clear();
  };
  admin.onEnvChanged((env) => {
    replace(envView, envFacts(env));
    envResult.show("The host changed the environment.");
  });

  const contentResult = outcome("content");
  const picked = h("ul", { class: "items", "data-view": "content" });
  const select = action("Select content…", "select-content", contentResult, async () => {
    const answer = await admin.selectContent({ content_type: "file", max_selections: 3 });
    if (answer.user_action === "cancelled") {
      contentResult.show("The picker was closed without a choice.");
      return;
    }
    const items = (answer.content ?? []) as Item[];
    replace(
      picked,
      items.map((item) =>
        h(
          "li",
          null,
          h(
            "span",
            { "data-file-id": String(item.id) },
            typeof item.name === "string" ? item.name : String(item.id),
          ),
          " ",
          action("Open", "open-file", contentResult, async () => {
            await admin.openFileOverlay({ fileId: String(item.id) });
            contentResult.show(`The host opened ${String(item.id)} in an overlay.`);
          }),
        ),
      ),
    );
    contentResult.show(`Selected ${items.length} item${items.length === 1 ? "" : "s"}.`);
  });

  const errorResult = outcome("errors");
  const missing = action(
    "Get a file that does not exist",
    "invalid-request",
    errorResult,
    async () => {
      await admin.getFile({ id: "file-that-does-not-exist" });
      errorResult.show("The host found it (unexpected).");
    },
  );

  replace(
    root,
    card(
      "Environment",
      "env",
      envView,
      action("Refresh", "refresh-env", envResult, loadEnv),
      envResult.element,
    ),
    card("Content", "content", select, picked, contentResult.element),
    card("Errors", "errors", missing, errorResult.element),
  );
  loadEnv().catch((error: unknown) => envResult.error(error));
}
