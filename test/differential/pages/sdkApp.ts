// The app written with our SDK (default options): the differential driver over useUi, useHostApi
// and peer connectivity.
import {
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
  useHostApi,
  useUi,
} from "@hostbridge/sdk";
import { installDriver } from "./driver";

const ui = useUi();
const api = useHostApi();

installDriver({
  envBlock: "svc",
  call(op, arg) {
    if (op === "pick") return ui.selectContent(arg as { max_selections: number });
    if (op === "getEnv") return api.getEnv();
    if (op === "peer")
      return Promise.resolve(
        sendPeerConnectivityEvent(arg as Parameters<typeof sendPeerConnectivityEvent>[0]),
      );
    return Promise.reject(new Error(`the driver has no call "${op}"`));
  },
  listen(record) {
    ui.onAppUpdateData((payload) => record({ app: "push", type: "ui_app_update_data", payload }));
    api.on("canvas_opened", (body) => record({ app: "event", type: "canvas_opened", body }));
    registerPeerConnectivityHandler("*", (event) =>
      record({ app: "peer", action: event.action, context: event.context }),
    );
  },
});
