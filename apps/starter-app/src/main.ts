// Entry point: wires the app (app.ts) to the page (index.html).
import { startApp } from "./app";

const element = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const text = (selector: string) => (value: string) => {
  element(selector).textContent = value;
};

const app = startApp({
  showEnv: text('[data-view="env"]'),
  showPicked: text('[data-view="picked"]'),
  showPushed: text('[data-view="pushed"]'),
});

element('[data-action="pick"]').addEventListener("click", () => {
  app.pickFile().catch((error: unknown) => text('[data-view="picked"]')(String(error)));
});
