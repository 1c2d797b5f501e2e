// What our hosts do for the corpus (compat/corpusApp.ts) beyond their own answers, the same in the
// simulator page (its options and a traffic listener) and in the dev host page (the test acting as the
// person in its dialogs and tabs): the pickers the corpus expects to fail, the content picker a person
// closes, and what a host pushes and fires when the app says it is loaded and when it broadcasts a peer event.
// (The post-robot host, compat/corpusHost.ts, answers by its own rules as a platform host does.)

/** The errors of the pickers the corpus expects to fail: one with a code, one without. */
export const CORPUS_FAILURES: Record<string, { message: string; code?: string }> = {
  ui_select_agenda_content: { message: "You may not pick agendas", code: "PERMISSION_DENIED" },
  ui_select_canvases: { message: "no canvases here" },
};

/** What the person does in each content picker the corpus opens (`ui_select_content`), in order. */
export const CORPUS_PICKS = ["select", "cancel", "select"] as const;

/** What a host does on a request or event of the app, by its type, in order. */
export const CORPUS_REACTIONS: Record<
  string,
  [act: "push" | "emit", type: string, body: unknown][]
> = {
  // the start: a native push, a post-robot push, an event
  ui_app_loaded: [
    ["push", "ui_app_update_data", { in_call: true, is_edit_mode: false }],
    ["push", "ui_meeting_canceled", { accountId: "a1", eventId: "m1" }],
    ["emit", "canvas_opened", { body: { canvas_id: "c9" } }],
  ],
  // a peer answers
  peer_connectivity_event: [
    [
      "emit",
      "peer_connectivity_event",
      {
        version: 1,
        action: "file.open",
        context: { fileId: "f2" },
        data: { page: 3 },
        metadata: { correlationId: "c-1", source: "native", timestamp: 1, extras: { a: 1 } },
      },
    ],
  ],
};

/** A host's hands: push a message, fire an event. */
export interface CorpusActs {
  push(type: string, payload: unknown): unknown;
  emit(type: string, body: unknown): unknown;
}

/** Does what CORPUS_REACTIONS asks for a request or event of `type` the host received, in order. */
export async function react(acts: CorpusActs, type: string): Promise<void> {
  for (const [act, name, body] of CORPUS_REACTIONS[type] ?? []) await acts[act](name, body);
}
