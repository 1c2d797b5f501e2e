// App code of the existing client on its page opened on its own (a browser tab: no parent frame, no
// opener, no native bridge), run once on the client's script-tag build and once on compat's: how
// each call settles within 3 s (the client's post-robot answers its own ui/admin/dsr requests on such
// a page; nothing answers a high-level one). Logged in call order (`window.__corpus`).

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- an untyped app of the client's script-tag build */
const pitcher: any = (window as any).pitcher;

const log: unknown[] = [];
const corpus = { log, done: false };
(window as unknown as { __corpus: typeof corpus }).__corpus = corpus;

/** How `run()` settles: with a value of which type, rejected with what, or not within 3 s. */
async function settled(run: () => unknown): Promise<unknown> {
  const late = new Promise((resolve) => setTimeout(() => resolve({ pending: "after 3 s" }), 3000));
  try {
    return await Promise.race([
      Promise.resolve(run()).then((value) => ({ ok: typeof value })),
      late,
    ]);
  } catch (error) {
    return {
      rejected: {
        isError: error instanceof Error,
        message: error instanceof Error ? error.message : undefined,
        fields: JSON.parse(JSON.stringify(error ?? null)) as unknown,
      },
    };
  }
}

const ui = pitcher.useUi();
const calls: [string, () => unknown][] = [
  ["ui.toast", () => ui.toast({ type: "info", message: "Hi" })],
  ["ui.on", () => ui.on("ui_app_set_data", () => {})],
  ["ui.selectContent", () => ui.selectContent({ max_selections: 1 })],
  ["admin.getEnv", () => pitcher.useAdmin().getEnv()],
  ["dsr.getEnv", () => pitcher.useDsr().getEnv()],
  ["getAvailableApis", () => pitcher.getAvailableApis()],
  ["usePitcherApi().getEnv", () => pitcher.usePitcherApi().getEnv()],
];
Promise.all(calls.map(([, run]) => settled(run))).then(
  (outcomes) => {
    outcomes.forEach((outcome, index) => log.push([calls[index]![0], outcome]));
    corpus.done = true;
  },
  () => undefined,
);
export {}; // (a module: its names stay its own)
