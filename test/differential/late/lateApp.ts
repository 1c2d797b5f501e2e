// The app of the late-host test, written once for both clients: our SDK (`useUi`, `useHostApi` from
// @hostbridge/sdk) or the platform's existing client's script-tag build (its global `pitcher`, loaded
// unchanged before this script). It makes a first call at once (the host is not up yet) and later
// calls after 2.5 s, and notes how each settled in `window.__late`.
import { useHostApi, useUi } from "@hostbridge/sdk";

interface Client {
  useUi(): { toast(payload: unknown): Promise<unknown> };
  usePitcherApi(): { getEnv(): Promise<unknown> };
}

const existing = (window as unknown as { pitcher?: Client }).pitcher;
const ui = existing ? existing.useUi() : useUi();
const api = existing ? existing.usePitcherApi() : useHostApi();
const late: Record<string, unknown> = {};
(window as unknown as { __late: typeof late }).__late = late;

const note = (name: string, call: () => Promise<unknown>) =>
  call().then(
    (value) => (late[name] = { ok: value ?? null }),
    (error: unknown) =>
      (late[name] = { failed: error instanceof Error ? error.message : String(error) }),
  );

void note("first toast", () => ui.toast({ message: "first" }));
setTimeout(() => {
  void note("later toast", () => ui.toast({ message: "later" }));
  void note("later getEnv", () => api.getEnv());
}, 2500);
