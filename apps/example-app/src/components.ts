// The building blocks of the app's page: cards, buttons that run a host call, an error box, a feed.
import { h, replace } from "@hostbridge/tooling/dom";
import type { Child } from "@hostbridge/tooling/dom";
import { describeError } from "./errors";

/** A titled section of the page. */
export function card(title: string, id: string, ...children: Child[]): HTMLElement {
  return h("section", { class: "card", id }, h("h2", null, title), ...children);
}

/** Where a card shows the outcome of its last action: a result, or an error with its code. */
export interface Outcome {
  readonly element: HTMLElement;
  show(...children: Child[]): void;
  error(error: unknown): void;
  clear(): void;
}

/** Creates an {@link Outcome} area. */
export function outcome(name: string): Outcome {
  const element = h("div", { class: "outcome", "data-outcome": name, "aria-live": "polite" });
  return {
    element,
    show: (...children) => {
      element.className = "outcome";
      replace(element, ...children);
    },
    error: (error) => {
      const view = describeError(error);
      element.className = "outcome error";
      replace(
        element,
        h("strong", null, view.title),
        " ",
        h("code", { "data-error-code": view.code }, view.code),
        view.requestType ? h("span", { class: "muted" }, ` (${view.requestType})`) : null,
        h("p", { class: "error-message" }, view.message),
      );
    },
    clear: () => replace(element),
  };
}

/**
 * A button that runs `run` (a host call), is disabled while it runs, and sends a failure to
 * `result.error` so every error is shown the same way.
 */
export function action(
  label: string,
  name: string,
  result: Outcome,
  run: () => Promise<void>,
): HTMLButtonElement {
  const button = h("button", { type: "button", "data-action": name }, label);
  button.addEventListener("click", () => {
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    run()
      .catch((error: unknown) => result.error(error))
      .finally(() => {
        button.disabled = false;
        button.removeAttribute("aria-busy");
      });
  });
  return button;
}

/** A list of the latest items (newest first, at most `limit`). */
export function feed(
  name: string,
  emptyText: string,
  limit = 12,
): { element: HTMLElement; add(title: string, detail?: string): void } {
  const list = h("ol", { class: "feed", "data-feed": name });
  const empty = h("p", { class: "muted" }, emptyText);
  const element = h("div", null, empty, list);
  return {
    element,
    add(title, detail) {
      empty.remove();
      const time = new Date().toLocaleTimeString();
      list.prepend(
        h(
          "li",
          null,
          h("span", { class: "muted" }, time),
          " ",
          h("strong", null, title),
          detail ? h("span", null, ` ${detail}`) : null,
        ),
      );
      while (list.children.length > limit) list.lastElementChild?.remove();
    },
  };
}

/** A definition list of label/value pairs (values left out when undefined). */
export function facts(rows: readonly (readonly [string, unknown])[]): HTMLElement {
  return h(
    "dl",
    { class: "facts" },
    rows
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([label, value]) => [
        h("dt", null, label),
        h("dd", { "data-fact": label }, typeof value === "string" ? value : JSON.stringify(value)),
      ]),
  );
}
