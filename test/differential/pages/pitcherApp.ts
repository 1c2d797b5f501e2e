// The app written with the platform's existing client, `@pitcher/js-api` 1.26.0, exactly as the
// registry ships it: its script-tag build is loaded unchanged before this script (the page's
// `<script src="./js-api.js">`), and this driver uses its global `pitcher` as that client's README shows.
import { installDriver } from "./driver";

type Call = (...args: unknown[]) => Promise<unknown>;
interface PitcherClient {
  useUi(): Record<string, Call>;
  usePitcherApi(): { getEnv: Call; on(type: string, handler: (body: unknown) => void): unknown };
  sendPeerConnectivityEvent: Call;
  registerPeerConnectivityHandler(match: string, handler: (event: PeerEvent) => void): unknown;
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL: string;
}
interface PeerEvent {
  action: string;
  context: unknown;
}

const client = (window as unknown as { pitcher: PitcherClient }).pitcher;
const ui = client.useUi();
const api = client.usePitcherApi();

installDriver({
  envBlock: "pitcher",
  call(op, arg) {
    if (op === "pick") return ui.selectContent!(arg);
    if (op === "getEnv") return api.getEnv();
    if (op === "peer") return client.sendPeerConnectivityEvent(arg);
    return Promise.reject(new Error(`the driver has no call "${op}"`));
  },
  listen(record) {
    void ui.onAppUpdateData!((payload: unknown) =>
      record({ app: "push", type: "ui_app_update_data", payload }),
    );
    api.on("canvas_opened", (body) => record({ app: "event", type: "canvas_opened", body }));
    client.registerPeerConnectivityHandler(client.PEER_CONNECTIVITY_HANDLER_MATCH_ALL, (event) =>
      record({ app: "peer", action: event.action, context: event.context }),
    );
  },
});
