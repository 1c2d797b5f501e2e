// A canvas component: it tells its canvas it has loaded (the IFRAME_DATA_MESSAGE `iframe_loaded`),
// shows what the canvas sends it (`set_data`, then `update_data`, `canvas_updated`, ...) and saves
// its choice into the canvas with the client API (`updateCanvas`: without an `id`, the canvas it is
// placed on).
import { useUi } from "@hostbridge/sdk";

// The canvas's origin: messages are posted to it only, and read only from it. On the platform, the
// platform's origin; here, the docs page that frames this component.
const CANVAS_ORIGIN = location.origin;

interface IframeDataMessage {
  id: string;
  type: "IFRAME_DATA_MESSAGE";
  body: { action: string; data?: unknown };
}

const ui = useUi({ hostOrigin: CANVAS_ORIGIN });
const view = (name: string) => document.querySelector<HTMLElement>(`[data-view=${name}]`)!;
const save = document.querySelector<HTMLButtonElement>("[data-action=save]")!;
let catalog: string | undefined;

function send(action: string, data: unknown = {}) {
  const message: IframeDataMessage = {
    id: crypto.randomUUID(),
    type: "IFRAME_DATA_MESSAGE",
    body: { action, data },
  };
  parent.postMessage(message, CANVAS_ORIGIN);
}

window.addEventListener("message", (event: MessageEvent<unknown>) => {
  if (event.source !== parent || event.origin !== CANVAS_ORIGIN) return;
  const message = event.data as Partial<IframeDataMessage> | null;
  if (message?.type !== "IFRAME_DATA_MESSAGE" || !message.body) return;
  const { action, data } = message.body;
  view("action").textContent = action;
  view("data").textContent = JSON.stringify(data, null, 2);
  if (action === "set_data") {
    catalog = (data as { settings?: { catalog?: string } } | undefined)?.settings?.catalog;
    view("catalog").textContent = catalog ?? "(not set)";
    save.disabled = catalog === undefined;
  }
});

save.addEventListener("click", () => {
  save.textContent = "Saving…";
  ui.updateCanvas({ context: { product_configurator: { catalog } } }).then(
    () => (save.textContent = "Saved: save again"),
    (error: Error) => (save.textContent = `Not saved (${error.message}): try again`),
  );
});

send("iframe_loaded");
