// The host side of a differential run, as the host pages offer it to the test (`window.__host`): the
// acts of a host (answer, cancel or fail the nth waiting request of a type, push a message, emit an
// event), implemented by the reference page with post-robot and by the simulator page with our host
// simulator; and `readWire`, how the recorder (recorder.ts) reads what an app posted to its host.
import type { HostEntry } from "../trace";
import type { DifferentialWindow } from "./driver";

export interface HostActs {
  /** How many requests of `type` wait for an answer. */
  waiting(type: string): number;
  answer(type: string, nth: number, body: unknown): void;
  cancel(type: string, nth: number): void;
  fail(type: string, nth: number, error: { message: string; code: string }): void;
  push(type: string, payload: unknown): void;
  emit(type: string, body: unknown): void;
}

interface PostRobotMessage {
  type?: string;
  name?: string;
  data?: unknown;
}

/**
 * What one message from the app asks of the host: a post-robot request (`name`, `data`; post-robot's
 * own hellos left out), a high-level request (`request.type`, `request.body`; a `broadcast` is the
 * event it carries) or a bare post (`type`, `body`). Acks and responses to the host's sends are not
 * requests of the app.
 */
export function readWire(data: unknown): HostEntry[] {
  if (typeof data === "string") {
    let frame: Record<string, PostRobotMessage[]>;
    try {
      frame = JSON.parse(data) as Record<string, PostRobotMessage[]>;
    } catch {
      return [];
    }
    const key = Object.keys(frame ?? {}).find((name) => name.startsWith("__post_robot_"));
    return (key ? frame[key]! : [])
      .filter((m) => m.type === "postrobot_message_request" && !m.name?.startsWith("postrobot_"))
      .map((m) => ({ host: "received", type: m.name!, body: m.data ?? null }));
  }
  const message = data as {
    type?: unknown;
    body?: unknown;
    request?: { type: string; body?: unknown };
  };
  if (typeof message?.type !== "string") return [];
  if (/_REQUEST$/.test(message.type) && message.request) {
    const { type, body } = message.request;
    if (type === "broadcast") {
      const event = body as { type: string; body?: unknown };
      return [{ host: "received", type: event.type, body: event.body ?? null }];
    }
    return [{ host: "received", type, body: body ?? null }];
  }
  if (/_(RESPONSE|EVENT)$/.test(message.type)) return [];
  return [{ host: "received", type: message.type, body: message.body ?? null }];
}

/** Mounts the app (the page's `?app=` address) and exposes its acts as `window.__host`. */
export function mountApp(acts: (iframe: HTMLIFrameElement, appOrigin: string) => HostActs): void {
  const app = new URL(new URLSearchParams(location.search).get("app")!, location.href);
  const iframe = document.createElement("iframe");
  (window as DifferentialWindow).__host = acts(
    iframe,
    app.origin,
  ) as unknown as DifferentialWindow["__host"];
  iframe.src = app.href;
  document.body.append(iframe);
}
