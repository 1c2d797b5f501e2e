// A canvas hook: a headless page the platform starts when its canvas changes (`on_canvas_update`) and
// unloads when the canvas closes. It says it has started (`appLoaded()`), gets its start data (the
// canvas among it) and does its work: here, it keeps the number of the canvas's sections in the
// canvas's context. It saves only when the number changed: a save changes the canvas, which starts
// the hook again.
import { useUi } from "@hostbridge/sdk";

// The platform's origin (here, the docs page's): the client API's messages go to it only.
const ui = useUi({ hostOrigin: location.origin });

ui.onAppSetData(({ canvas }) => {
  const sectionCount = canvas.sections?.length ?? 0;
  const context = (canvas.context ?? {}) as { section_count?: number };
  if (context.section_count === sectionCount) return;
  void ui.updateCanvas({ id: canvas.id, context: { ...context, section_count: sectionCount } });
});
void ui.appLoaded();
