// A host page built the way the platform's deployed hosts are, with the REAL post-robot 10 package
// (loaded from node_modules, not our codec): a handler per operation name, bare native pushes,
// the platform's `PITCHER_REQUEST`/`PITCHER_RESPONSE` for the high-level API (never the spec's `SVC_*`)
// and events as `PITCHER_EVENT` with `event`.
import { platformOperationName } from "@hostbridge/protocol-types/wire";
import postRobotSource from "post-robot/dist/post-robot.js?raw";
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  PLATFORM_BARE_UI_OPERATIONS,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";

/** The part of post-robot's public API these tests use. */
export interface PostRobot {
  on(
    name: string,
    options: { domain?: string },
    handler: (event: { source: Window; origin: string; data: unknown }) => unknown,
  ): { cancel(): void };
  send(
    win: Window,
    name: string,
    data?: unknown,
    options?: { domain?: string; timeout?: number },
  ): Promise<{ data: unknown; origin: string }>;
}

/** Loads the real post-robot into this page once (its UMD build sets `window.postRobot`). */
export function loadPostRobot(): PostRobot {
  const w = window as unknown as { postRobot?: PostRobot };
  if (!w.postRobot) {
    const script = document.createElement("script");
    script.textContent = postRobotSource;
    document.head.append(script);
  }
  return w.postRobot!;
}

const BARE: readonly string[] = PLATFORM_BARE_UI_OPERATIONS;
// (by the names the platform's hosts know them: `ui_prompt_pia` for the spec's `ui_prompt_assistant`)
const OPERATIONS = [...UI_API_METHOD_TYPES, ...ADMIN_API_METHOD_TYPES, ...DSR_API_METHOD_TYPES].map(
  platformOperationName,
);

export interface PostRobotHost {
  /** Bare `{ type, body }` operations, post-robot requests and high-level requests received. */
  bare: { type: string; body: unknown }[];
  postRobot: { name: string; data: unknown }[];
  highLevel: { id: string; type: string; body?: unknown }[];
  pushNative(type: string, body: unknown): void;
  pushPostRobot(type: string, data: unknown): Promise<unknown>;
  emitEvent(type: string, body: unknown): void;
  dispose(): void;
}

/**
 * Serves the app in `iframe` (on `appOrigin`): every ui/admin/dsr operation answers
 * `answer(name, data)`, every high-level request `highLevel(type, body)`.
 */
export function createPostRobotHost(
  iframe: HTMLIFrameElement,
  appOrigin: string,
  answer: (name: string, data: unknown) => unknown,
  highLevel: (type: string, body: unknown) => unknown,
): PostRobotHost {
  const postRobot = loadPostRobot();
  const app = () => iframe.contentWindow!;
  const host: PostRobotHost = {
    bare: [],
    postRobot: [],
    highLevel: [],
    pushNative: (type, body) => app().postMessage({ type, body }, appOrigin),
    pushPostRobot: (type, data) =>
      postRobot.send(app(), type, data, { domain: appOrigin }).then((reply) => reply.data),
    emitEvent: (type, body) =>
      app().postMessage({ type: "PITCHER_EVENT", event: { type, body } }, appOrigin),
    dispose() {
      window.removeEventListener("message", onMessage);
      for (const listener of listeners) listener.cancel();
    },
  };
  const listeners = OPERATIONS.filter((name) => !BARE.includes(name)).map((name) =>
    postRobot.on(name, { domain: appOrigin }, ({ data }) => {
      host.postRobot.push({ name, data });
      return answer(name, data);
    }),
  );
  const onMessage = (event: MessageEvent) => {
    const message = event.data as {
      type?: unknown;
      body?: unknown;
      request?: { id: string; type: string; body?: unknown };
    } | null;
    if (
      event.source !== app() ||
      event.origin !== appOrigin ||
      typeof message !== "object" ||
      !message
    )
      return;
    if (message.type === "PITCHER_REQUEST" && message.request) {
      const { request } = message;
      host.highLevel.push(request);
      const body = highLevel(request.type, request.body);
      app().postMessage(
        { type: "PITCHER_RESPONSE", request, response: { status: "ok", body } },
        appOrigin,
      );
    } else if (typeof message.type === "string" && BARE.includes(message.type)) {
      host.bare.push({ type: message.type, body: message.body });
    }
  };
  window.addEventListener("message", onMessage);
  return host;
}
