// A platform host that starts late, built as the platform's deployed hosts are: the REAL post-robot
// 10 (its UMD build, unchanged) answers ui/admin/dsr operations, and high-level requests are read
// only as `PITCHER_REQUEST`. The app's frame is in the page at once; the host is not:
// - `?start=busy`: the page is busy for 1.5 s (one long task), so what the app posts waits in its queue;
// - `?start=late`: post-robot is loaded 1.5 s late, so what the app posts before then reaches no listener.
// What the app observes is in its own frame (`window.__late`).
import { exposeLocation, markAddress } from "@hostbridge/host-simulator/frame";

interface PostRobot {
  on(
    name: string,
    options: { domain: string },
    handler: (event: { data: unknown }) => unknown,
  ): unknown;
}

const LATE_MS = 1500;
const params = new URLSearchParams(location.search);
const appUrl = new URL(params.get("app")!, location.href);
exposeLocation("ui");
markAddress();

const iframe = document.createElement("iframe");
iframe.src = appUrl.href;
document.body.append(iframe);

/** The host, ready: post-robot's handlers and the high-level API in the platform's names. */
function serve() {
  const postRobot = (window as unknown as { postRobot: PostRobot }).postRobot;
  postRobot.on("ui_toast", { domain: appUrl.origin }, (event) => ({ shown: event.data }));
  window.addEventListener("message", (event: MessageEvent) => {
    const message = event.data as { type?: unknown; request?: { id: string; type: string } };
    if (event.origin !== appUrl.origin || message?.type !== "PITCHER_REQUEST" || !message.request)
      return;
    const { request } = message;
    const body =
      request.type === "get_env"
        ? { mode: "WEB", pitcher: { access_token: "fake-token" } }
        : undefined;
    (event.source as Window).postMessage(
      { type: "PITCHER_RESPONSE", request, response: { status: "ok", body } },
      appUrl.origin,
    );
  });
}

function loadPostRobot(then: () => void) {
  const script = document.createElement("script");
  script.src = "./post-robot.js";
  script.onload = then;
  document.head.append(script);
}

if (params.get("start") === "late") setTimeout(() => loadPostRobot(serve), LATE_MS);
else
  loadPostRobot(() => {
    // busy from the moment the app's frame loads: one long task, as a host page building itself
    iframe.addEventListener(
      "load",
      () => {
        serve();
        const until = performance.now() + LATE_MS;
        while (performance.now() < until) {
          // (the page's one thread is busy: messages wait in its queue)
        }
      },
      { once: true },
    );
  });
