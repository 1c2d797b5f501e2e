// Dialogs for operations that wait for a person (pickers, sharing, the share sheet, the prompt
// assistant): the developer plays the person and picks a canned answer, edits it, cancels or fails.
// They sit on the host's side of the page, never over the app: the app may have given up on the
// request (its timeout fired, or it aborted), which the host cannot know (there is no cancel
// message), and then it must stay usable. Each dialog shows how long the request has waited
// against the app's default timeout, and can be dismissed without an answer. The request waits in
// the simulator: a dialog settles it through its handle (answer, cancel, fail, stream, dismiss).
// Each dialog names the app's page load it came from; when the app reloads itself, the dialogs of
// earlier loads are marked stale (that page is gone: no one waits for their answer).
import { checkResponse } from "@hostbridge/host-simulator";
import { isRecord } from "@hostbridge/protocol-types";
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import { h, replace } from "@hostbridge/tooling/dom";
import { answerEditor, isContentPicker } from "./dialogAnswers";
import { pretty } from "./json";
import { PROMPT_STREAM_DELAY_MS } from "./appRun";
import type { InteractiveRequest } from "./appRun";
import { defaultTimeoutText } from "./timeouts";

type Obj = Record<string, unknown>;

interface Waiting {
  request: InteractiveRequest;
  /** When the request arrived (`Date.now()`). */
  since: number;
}

/** The dialog queue: one dialog at a time, oldest first. */
export interface Dialogs {
  readonly element: HTMLElement;
  /** Asks the person: shows a dialog (queued) that settles the request's handle. */
  ask(request: InteractiveRequest): void;
  /** How many requests wait (the one shown included). */
  readonly size: number;
  /** Told that the app reloaded itself (its page load `load`): earlier loads' dialogs turn stale. */
  appReloaded(load: number): void;
}

/**
 * How a dialog settles its request, through the simulator's handle (it may throw: an answer the
 * schema refuses). `dismissed`: no answer is sent; `closed`: the run ended (nothing to send).
 */
type Outcome = { act: (waiting: InteractiveRequest["waiting"]) => void } | "dismissed" | "closed";

/** Options of {@link createDialogs}. */
export interface DialogsOptions {
  /** Called when the person dismisses a dialog without answering (to note it in the log). */
  onDismiss?(type: string, waitedMs: number): void;
}

/** Creates the dialog queue (a dock on the host's side of the page, beside the app's frame). */
export function createDialogs(options: DialogsOptions = {}): Dialogs {
  const queue: Waiting[] = [];
  /** The app's current page load (requests of earlier loads are stale). */
  let currentLoad = 1;
  const layer = h("div", { class: "dialog-dock", hidden: true, "data-dialogs": "" });
  let ticker: ReturnType<typeof setInterval> | undefined;

  const settle = (waiting: Waiting, outcome: Outcome) => {
    const index = queue.indexOf(waiting);
    if (index === -1) return;
    const handle = waiting.request.waiting;
    if (typeof outcome === "object" && handle.waiting) outcome.act(handle);
    queue.splice(index, 1);
    if (outcome === "dismissed") {
      handle.dismiss();
      options.onDismiss?.(waiting.request.type, Date.now() - waiting.since);
    }
    render();
  };

  /** Shows how long the request on show has waited, once a second. */
  const tick = () => {
    const current = queue[0];
    const field = layer.querySelector("[data-dialog='waited']");
    if (current && field)
      field.textContent = `Waiting for ${Math.floor((Date.now() - current.since) / 1000)} s; ${defaultTimeoutText(current.request.type)}. The app may have set its own timeout or aborted: the host is not told.`;
  };

  /** With more than one waiting, a button per request: the person answers in any order. */
  function waitingStrip(): HTMLElement | null {
    if (queue.length < 2) return null;
    return h(
      "div",
      { class: "row", "data-dialog": "queue", "aria-label": "requests waiting for a person" },
      queue.map((waiting, index) =>
        h(
          "button",
          {
            type: "button",
            class: index === 0 ? "" : "secondary",
            "data-waiting-request": waiting.request.type,
            "aria-pressed": String(index === 0),
            onclick: () => {
              queue.splice(queue.indexOf(waiting), 1);
              queue.unshift(waiting);
              render();
            },
          },
          `${index + 1}. ${waiting.request.type} (${loadLabel(waiting.request.load, currentLoad)})`,
        ),
      ),
    );
  }

  function render(): void {
    const current = queue[0];
    layer.hidden = current === undefined;
    clearInterval(ticker);
    if (!current) {
      replace(layer);
      return;
    }
    replace(layer, waitingStrip(), dialogFor(current, queue.length - 1, currentLoad, settle));
    // A new dialog starts at its top (the last one may have been scrolled).
    layer.scrollTop = 0;
    tick();
    ticker = setInterval(tick, 1000);
    // Focus without scrolling the page: the person may be busy in the app.
    layer.querySelector<HTMLElement>("[data-dialog-action='send']")?.focus({ preventScroll: true });
  }

  return {
    element: layer,
    get size() {
      return queue.length;
    },
    appReloaded(load) {
      currentLoad = Math.max(currentLoad, load);
      render();
    },
    ask(request) {
      const waiting: Waiting = { request, since: Date.now() };
      queue.push(waiting);
      // (the app reloaded: the simulator is gone, and with it the request)
      request.signal.addEventListener("abort", () => settle(waiting, "closed"), { once: true });
      render();
    },
  };
}

/** `load 2`, or `load 1, stale` when the app has reloaded since. */
function loadLabel(load: number, currentLoad: number): string {
  return load < currentLoad ? `load ${load}, stale` : `load ${load}`;
}

/** The line a stale dialog shows: the page that asked is gone. */
function staleNote(load: number, currentLoad: number): HTMLElement | null {
  if (load >= currentLoad) return null;
  return h(
    "p",
    { class: "stale", "data-dialog": "stale" },
    `Stale: load ${load} of the app asked this, and the app has reloaded since (now load ${currentLoad}). ` +
      "That page is gone and no one waits for the answer; Dismiss it. (A request the new page sent " +
      "while it was still loading is counted to the load before: the host page learns of a new page " +
      "only when it has loaded.)",
  );
}

function dialogFor(
  waiting: Waiting,
  others: number,
  currentLoad: number,
  settle: (waiting: Waiting, outcome: Outcome) => void,
): HTMLElement {
  const { request } = waiting;
  const payload = (isRecord(request.payload) ? request.payload : {}) as Obj;
  const problems = h("ul", { class: "problems", "data-dialog": "problems" });
  const showProblems = (list: readonly string[]) =>
    replace(
      problems,
      list.map((problem) => h("li", null, problem)),
    );
  const send = (value: unknown) => {
    // (the check the simulator's answer() makes: a person sees what it would refuse, before it is sent)
    const checked = checkResponse(request.type, value);
    if (!checked.ok) showProblems(checked.issues);
    else settle(waiting, { act: (handle) => handle.answer(value) });
  };

  const { body, collect } = answerEditor(request, payload);

  const attempt = (run: () => void) => () => {
    try {
      run();
    } catch (error) {
      showProblems([error instanceof Error ? error.message : String(error)]);
    }
  };
  // (what the Fail button sends: editable, as in the Fixtures tab)
  const failMessage = h("input", {
    type: "text",
    value: `the host failed ${request.type} on purpose (dev host)`,
    "data-dialog": "fail-message",
    "aria-label": "error message",
  });
  // (empty by default: a real host's error often has no code, and then the app gets none)
  const failCode = h("input", {
    type: "text",
    value: "",
    placeholder: "none",
    "data-dialog": "fail-code",
    "aria-label": "error code (empty: none)",
  });
  const failure = (): HostErrorInfo => {
    const code = failCode.value.trim();
    return { message: failMessage.value, ...(code === "" ? {} : { code }) };
  };
  const buttons = dialogButtons(waiting, settle, attempt, () => send(collect()), collect, failure);

  return h(
    "div",
    {
      class: "dialog",
      role: "dialog",
      "aria-label": `The app asks (${loadLabel(request.load, currentLoad)}): ${request.type}`,
      "data-dialog": request.type,
      "data-dialog-load": String(request.load),
      ...(request.load < currentLoad ? { "data-dialog-stale": "" } : {}),
    },
    h(
      "h2",
      null,
      "The app is waiting for a person: ",
      h("code", null, request.type),
      " ",
      h(
        "span",
        { class: request.load < currentLoad ? "tag dim" : "tag", "data-dialog": "load" },
        loadLabel(request.load, currentLoad),
      ),
    ),
    h("p", { class: "muted", "data-dialog": "request-id" }, `request ${request.requestId}`),
    staleNote(request.load, currentLoad),
    h("p", { class: "muted", "data-dialog": "waited" }),
    others > 0 ? h("p", { class: "muted" }, `${others} more waiting after this one`) : null,
    h(
      "details",
      null,
      h("summary", null, "request payload"),
      h("pre", null, pretty(request.payload) || "(none)"),
    ),
    body,
    h(
      "details",
      null,
      h("summary", null, "the error Fail sends"),
      h("label", { class: "stack" }, "message", failMessage),
      h("label", { class: "stack" }, "code", failCode),
    ),
    problems,
    h("div", { class: "row" }, buttons),
  );
}

/** The dialog's buttons: answer, stream (prompt assistant), cancel, fail, dismiss. */
function dialogButtons(
  waiting: Waiting,
  settle: (waiting: Waiting, outcome: Outcome) => void,
  attempt: (run: () => void) => () => void,
  sendCollected: () => void,
  collect: () => unknown,
  failure: () => HostErrorInfo,
): (HTMLElement | null)[] {
  const { request } = waiting;
  return [
    h(
      "button",
      { type: "button", "data-dialog-action": "send", onclick: attempt(sendCollected) },
      isContentPicker(request.type) ? "Select" : "Answer",
    ),
    request.type === "ui_prompt_assistant"
      ? h(
          "button",
          {
            type: "button",
            class: "secondary",
            "data-dialog-action": "stream",
            onclick: attempt(() => {
              const { response } = collect() as { response: string };
              const chunks = response.split(/(?<= )/);
              settle(waiting, {
                act: (handle) =>
                  void handle.stream(chunks, { delayMs: PROMPT_STREAM_DELAY_MS }).catch(() => {}),
              });
            }),
          },
          "Stream it",
        )
      : null,
    h(
      "button",
      {
        type: "button",
        class: "secondary",
        "data-dialog-action": "cancel",
        // (a picker answers `{ user_action: "cancelled" }`; the prompt assistant a USER_CANCELLED error)
        onclick: () => settle(waiting, { act: (handle) => handle.cancel() }),
      },
      "Cancel (close the dialog)",
    ),
    h(
      "button",
      {
        type: "button",
        class: "danger",
        "data-dialog-action": "fail",
        onclick: () => settle(waiting, { act: (handle) => handle.fail(failure()) }),
      },
      "Fail",
    ),
    h(
      "button",
      {
        type: "button",
        class: "link",
        "data-dialog-action": "dismiss",
        title: "close this dialog and send no answer (for a request the app gave up on)",
        onclick: () => settle(waiting, "dismissed"),
      },
      "Dismiss (send no answer)",
    ),
  ];
}
