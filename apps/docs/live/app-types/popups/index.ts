// A global popup: the platform calls the page's `window.initialize(context, callback)` once the frame
// has loaded (the context says who opened it: another app's `openGlobalPopup(appName, extraContext)`
// gives `extra_context`), and the popup answers through `callback`, as a multimedia selector does. It
// closes itself with the client API (`closeGlobalPopup()`).
import { useUi } from "@hostbridge/sdk";

type Answer = {
  type: "add-item";
  item: { id: string; name: string; url: string; type: "image" | "video" };
};

// The platform's origin (here, the docs page's): the client API's messages go to it only.
const ui = useUi({ hostOrigin: location.origin });
const insert = document.querySelector<HTMLButtonElement>("[data-action=insert]")!;

/** What the platform calls, by its global name, once the frame has loaded. */
function initialize(context: unknown, callback: (answer: Answer) => void) {
  document.querySelector("[data-view=context]")!.textContent = JSON.stringify(context, null, 2);
  insert.disabled = false;
  insert.onclick = () =>
    callback({
      type: "add-item",
      item: { id: "logo", name: "Logo", url: "https://example.com/logo.png", type: "image" },
    });
}
Object.assign(window, { initialize });

document.querySelector("[data-action=close]")!.addEventListener("click", () => {
  void ui.closeGlobalPopup();
});
