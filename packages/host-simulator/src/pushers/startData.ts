// When a host gives an app its start data (`ui_app_set_data`), as the platform does it. The platform's
// client says an app has started in one of two ways: `appLoaded()` posts a bare `ui_app_loaded` (what the
// platform's docs tell apps to call, and what real apps send), `embeddableReady()` sends the
// `ui_embeddable_ready` request. The start data follows the first of them. An app that says neither
// gets it once its page has loaded (the frame's `load` event, which the dev host and the kit report
// with `host.pageLoaded()`), as an embedding page posts to a frame it has loaded. If the page-load push
// came before the app said it started, the app's signal brings it once more: its listeners may only
// exist from then on. So a page gets the start data at most twice, and at least once.

/** What happened that may bring the start data. */
export type StartSignal = "ui_app_loaded" | "ui_embeddable_ready" | "page-loaded";

/** The start-data state of one page. */
export class StartDataState {
  /** Whether the app said it started (`ui_app_loaded` or `ui_embeddable_ready`). */
  #appSignalled = false;
  /** Whether the start data was pushed at page load, before any app signal. */
  #pushedAtLoad = false;

  /**
   * Tells whether `signal` brings the start data now, and notes it.
   *
   * @example
   * ```ts
   * const state = new StartDataState();
   * state.take("ui_app_loaded"); // true
   * state.take("ui_embeddable_ready"); // false: the app already has it
   * ```
   */
  take(signal: StartSignal): boolean {
    if (signal === "page-loaded") {
      if (this.#appSignalled || this.#pushedAtLoad) return false;
      this.#pushedAtLoad = true;
      return true;
    }
    if (this.#appSignalled) return false;
    this.#appSignalled = true;
    return true;
  }

  /** Forgets the page: a new page (a reload) starts again. */
  reset(): void {
    this.#appSignalled = false;
    this.#pushedAtLoad = false;
  }
}

/** Whether a request `type` is one of the app's start signals. */
export function isStartSignal(type: string): type is "ui_app_loaded" | "ui_embeddable_ready" {
  return type === "ui_app_loaded" || type === "ui_embeddable_ready";
}
