// @ts-check
// The Vue app of the push-to-DOM benchmark: `useHostMessage("ui_app_set_data")` rendered by a
// render function (runtime-only Vue, no template compiler), with the @hostbridge/vue plugin.
import { observe, pushedText } from "./pushProbe.mjs";
import { createApp, defineComponent, h } from "vue";
import { createHostBridge, useHostMessage } from "@hostbridge/vue";

const hostOrigin = /** @type {string} */ (document.documentElement.dataset.hostOrigin);

const App = defineComponent({
  setup() {
    const data = useHostMessage("ui_app_set_data");
    return () => h("p", { "data-view": "pushed" }, pushedText(data.value?.component_id));
  },
});

const root = /** @type {HTMLElement} */ (document.getElementById("root"));
createApp(App).use(createHostBridge({ hostOrigin })).mount(root);
observe(root);
/** @type {any} */ (globalThis).probe.ready = true;
