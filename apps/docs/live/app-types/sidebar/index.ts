// A sidebar app: it says it has loaded (`appLoaded()`, sent as `ui_app_loaded`), and the platform
// answers with its start data (`ui_app_set_data`: the canvas, the user, the app's settings).
import { useUi } from "@hostbridge/sdk";

// The platform's origin (here, the docs page's): the client API's messages go to it only.
const ui = useUi({ hostOrigin: location.origin });
const view = document.querySelector<HTMLElement>("[data-view=start-data]")!;

ui.onAppSetData(({ canvas, user, settings }) => {
  const started = { canvas: canvas.name, user: user?.name ?? null, settings };
  view.textContent = JSON.stringify(started, null, 2);
});
void ui.appLoaded();
