// The reference host: a page built the way the platform's deployed hosts are, receiving with the
// REAL post-robot 10 (its UMD build is loaded unchanged before this script, as `window.postRobot`):
// `postRobot.on(name, handler)` per operation, so post-robot acks a request the moment it arrives and
// responds when the handler's promise settles (here: when the test acts as the person). High-level
// requests are read only as the platform's hosts read them, `PITCHER_REQUEST`, answered
// `PITCHER_RESPONSE`, and events go out as `PITCHER_EVENT` (the spec's `SVC_*` get no answer: a
// stand-in must not accept what the platform does not).
import { exposeLocation, markAddress } from "@hostbridge/host-simulator/frame";
import { mountApp } from "./hostControls";

interface PostRobot {
  on(name: string, options: { domain: string }, handler: () => unknown): { cancel(): void };
}
interface Waiting {
  resolve(body: unknown): void;
  reject(error: Error): void;
}

/** The operations whose dialogs wait for a person. */
const INTERACTIVE = ["ui_select_content"];
/** The environment this host gives, with the service block where the platform puts it (`pitcher`). */
const ENV = { mode: "IOS", user: { id: 1, name: "Grace" } };
/**
 * The service block as the platform gives it: a signed-in user's token with its claims, the URL
 * claim included (the existing client builds its HTTP client from `custom_domain` whenever the token
 * changes, and throws without it).
 */
const SERVICE = {
  access_token: "fake-access-token-differential-not-a-secret",
  token_claims: { "https://pitcher.com/claims/urls": { custom_domain: "acme.example.com" } },
  instance: { id: 1 },
};

const postRobot = (window as unknown as { postRobot: PostRobot }).postRobot;
exposeLocation("ui");
markAddress();

mountApp((iframe, appOrigin) => {
  const waiting = new Map<string, Waiting[]>();
  const app = () => iframe.contentWindow!;
  const settle = (type: string, nth: number) => {
    const list = waiting.get(type) ?? [];
    const found = list[nth];
    if (!found) throw new Error(`no waiting ${type} #${nth} (${list.length} wait)`);
    list.splice(nth, 1);
    return found;
  };

  for (const name of INTERACTIVE)
    postRobot.on(name, { domain: appOrigin }, () => {
      return new Promise((resolve, reject) => {
        const list = waiting.get(name) ?? [];
        list.push({ resolve, reject });
        waiting.set(name, list);
      });
    });

  window.addEventListener("message", (event: MessageEvent) => {
    const message = event.data as { type?: unknown; request?: { type: string; body?: unknown } };
    if (event.source !== app() || event.origin !== appOrigin || typeof message?.type !== "string")
      return;
    if (message.type !== "PITCHER_REQUEST" || !message.request) return;
    const { request } = message;
    const body = request.type === "get_env" ? { ...ENV, pitcher: SERVICE } : undefined;
    app().postMessage(
      { type: "PITCHER_RESPONSE", request, response: { status: "ok", body } },
      appOrigin,
    );
  });

  return {
    waiting: (type) => waiting.get(type)?.length ?? 0,
    answer: (type, nth, body) => settle(type, nth).resolve(body),
    cancel: (type, nth) => settle(type, nth).resolve({ user_action: "cancelled" }),
    fail: (type, nth, error) =>
      settle(type, nth).reject(Object.assign(new Error(error.message), { code: error.code })),
    push: (type, payload) => app().postMessage({ type, body: payload }, appOrigin),
    emit: (type, body) =>
      app().postMessage({ type: "PITCHER_EVENT", event: { type, body } }, appOrigin),
  };
});
