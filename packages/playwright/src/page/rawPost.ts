// Raw messages into the app frame, for an app's own hostile tests (`host.postToApp`): posted by the
// host page itself, or by a sibling frame the kit creates beside the app. Either way the message goes
// to the app's origin only (never "*"), and the app sees the real sender as `event.source`.
import type { RawSender } from "../pageApi";

let sibling: HTMLIFrameElement | undefined;

/** The kit's sibling frame (created once): a blank document of the host page's origin beside the app. */
function siblingFrame(): Promise<HTMLIFrameElement> {
  if (sibling?.isConnected && sibling.contentWindow) return Promise.resolve(sibling);
  const frame = document.createElement("iframe");
  frame.title = "A sibling frame (host.postToApp)";
  frame.setAttribute("data-hostbridge-sibling", "");
  frame.style.display = "none";
  const loaded = new Promise<HTMLIFrameElement>((resolve) =>
    frame.addEventListener("load", () => resolve(frame), { once: true }),
  );
  frame.srcdoc = "<!doctype html><title>sibling</title>";
  document.body.appendChild(frame);
  sibling = frame;
  return loaded;
}

/** Posts `message` into `app` (whose origin is `appOrigin`) from the host page or from a sibling frame. */
export async function postRawToApp(
  app: HTMLIFrameElement,
  message: unknown,
  from: RawSender,
): Promise<void> {
  const target = app.contentWindow;
  if (!target || !app.src) throw new Error("the app frame is not loaded: call start() first");
  const origin = new URL(app.src, location.href).origin;
  if (from === "host") return target.postMessage(message, origin);
  const frame = await siblingFrame();
  // A function of the sibling's realm: the post is the sibling's, so the app sees it as the source.
  const realm = frame.contentWindow as unknown as { Function: FunctionConstructor };
  const post = new realm.Function(
    "target",
    "message",
    "origin",
    "target.postMessage(message, origin)",
  ) as (target: Window, message: unknown, origin: string) => void;
  post(target, message, origin);
}
