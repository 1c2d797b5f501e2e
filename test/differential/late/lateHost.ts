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

/**
 * Loads the real post-robot (its file unchanged) and serves with it in one task, as a host that bundles
 * post-robot with its own code does: an inline script runs as it is inserted, so no message can reach
 * post-robot before its handlers are on (with `<script src>`, its load event is a task of its own, and
 * a call arriving between them was answered "No handler found").
 */
async function loadPostRobotAndServe() {
  const code = await (await fetch("./post-robot.js")).text();
  const script = document.createElement("script");
  script.textContent = code;
  document.head.append(script);
  serve();
}

if (params.get("start") === "late") setTimeout(() => void loadPostRobotAndServe(), LATE_MS);
else {
  // busy from the moment the app's frame has loaded and the host serves: one long task, as a host page
  // building itself (what the app posts meanwhile waits in the page's queue)
  const frameLoaded = new Promise((loaded) =>
    iframe.addEventListener("load", loaded, { once: true }),
  );
  void Promise.all([frameLoaded, loadPostRobotAndServe()]).then(() => {
    const until = performance.now() + LATE_MS;
    while (performance.now() < until) {
      // (the page's one thread is busy: messages wait in its queue)
    }
  });
}
