// Small components written the way an app writes them, for the tests.
import { defineComponent, h, reactive } from "vue";
import { useUi } from "@hostbridge/sdk";
import {
  useEnvironmentApi,
  useHostEnv,
  useHostEvent,
  useHostMessage,
  useHostRequest,
} from "../src/index";

const nameOf = (value: unknown) => (typeof value === "string" ? value : "Someone");

/** Shows the env, the start data and the last canvas_opened event; a picker button. */
export const Page = defineComponent({
  setup() {
    const { env, loading, error } = useHostEnv();
    const start = useHostMessage("ui_app_set_data");
    const opened = useHostEvent("canvas_opened");
    const ui = useEnvironmentApi(useUi);
    const pick = reactive(useHostRequest(ui.selectContent));
    return () =>
      h("main", [
        h(
          "p",
          { "data-view": "env" },
          loading.value
            ? "Loading"
            : error.value
              ? `Error: ${error.value instanceof Error ? error.value.message : "unknown"}`
              : `${nameOf(env.value?.svc?.user?.name)} in ${env.value?.mode ?? "?"}`,
        ),
        h(
          "p",
          { "data-view": "pushed" },
          start.value ? `Canvas: ${start.value.canvas.id}` : "Nothing",
        ),
        h(
          "p",
          { "data-view": "event" },
          opened.value ? `opened ${opened.value.body.canvas_id}` : "none",
        ),
        h(
          "button",
          {
            "data-action": "pick",
            disabled: pick.pending,
            onClick: () => pick.execute({ content_type: "file", max_selections: 1 }),
          },
          "Pick",
        ),
        h(
          "p",
          { "data-view": "picked" },
          pick.pending
            ? "Picking"
            : pick.error
              ? `Failed: ${pick.error.message}`
              : pick.data?.user_action === "selected"
                ? `Picked: ${pick.data.content?.[0]?.name ?? "?"}`
                : "",
        ),
      ]);
  },
});
