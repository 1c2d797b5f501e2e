// Entry point: wires the app (app.ts) to the page (index.html).
import { inspectorRequested } from "@hostbridge/sdk";
import { startApp } from "./app";

const element = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const text = (selector: string) => (value: string) => {
  element(selector).textContent = value;
};

// The inspector on demand: loaded only when the URL has ?hostbridge-inspector or
// localStorage["hostbridge-inspector"] is "on" (an app that never opens it carries none of it).
const inspector = inspectorRequested()
  ? (await import("@hostbridge/sdk/inspector")).createInspector({ app: "hostbridge-starter" })
  : undefined;
inspector?.open();

const app = startApp(
  {
    showEnv: text('[data-view="env"]'),
    showPicked: text('[data-view="picked"]'),
    showPushed: text('[data-view="pushed"]'),
  },
  { onActivity: inspector?.onActivity },
);

element('[data-action="pick"]').addEventListener("click", () => {
  app.pickFile().catch((error: unknown) => text('[data-view="picked"]')(String(error)));
});
