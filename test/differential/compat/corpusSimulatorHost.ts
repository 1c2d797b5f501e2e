// The host simulator as a host of the compat differential: `createHost` in a page with the corpus
// inside, configured only through its public options as an app developer would. Its own answers
// where it has them (the fixtures, pickers answered at once by `interactive: "auto"`, `get_canvas`
// of an unknown id NOT_FOUND); `override` closes the content picker the person closes and fails the
// two pickers the corpus expects to fail; a traffic listener (`host.on`) pushes and fires what the
// corpus waits to hear, as a host does when the app says it is loaded and when it broadcasts a peer
// event.
import { createHost } from "@hostbridge/host-simulator";
import type { Host } from "@hostbridge/host-simulator";
import { exposeLocation, markAddress } from "@hostbridge/host-simulator/frame";
import { CORPUS_FAILURES, CORPUS_PICKS, react } from "./person";

exposeLocation("ui");
markAddress();

const iframe = document.createElement("iframe");
const appUrl = new URL(new URLSearchParams(location.search).get("app")!, location.href);
let picks = 0;
const host: Host = createHost({
  iframe,
  appOrigin: appUrl.origin,
  location: "ui",
  mode: "IOS",
  interactive: "auto",
  override: (request) => {
    if (request.type === "ui_select_content" && CORPUS_PICKS[picks++] === "cancel")
      return { kind: "answer", body: { user_action: "cancelled" } };
    const error = CORPUS_FAILURES[request.type];
    return error && { kind: "fail", error };
  },
});
const acts = host as unknown as {
  push(type: string, payload: unknown): unknown;
  emit(type: string, body: unknown): unknown;
};
host.on((entry) => {
  if (entry.direction === "in" && (entry.kind === "request" || entry.kind === "event"))
    void react(acts, entry.type);
});
iframe.src = appUrl.href;
document.body.append(iframe);
