// Interactive waits: the requests that wait for a person (pickers, sharing dialogs, the prompt
// assistant) stay pending until the test or the dev host answers, cancels, fails or streams them.
import { cancelledAnswer } from "../handlers/cancelled";
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import type { Host, RecordedRequest, StreamOptions } from "../hostTypes";
import { delay } from "../delay";
import type { ScriptedAnswer, WaitingRequest } from "../waiting";
import { checkResponse } from "../validation";
import type { UnansweredRequests } from "./unansweredRequests";
import type { Responder } from "./responder";
import { sentError } from "./errorInfo";

/** The part of `Host` that settles pending requests, and the handle of one waiting request. */
export type InteractiveWaits = Pick<
  Host,
  "pending" | "answer" | "cancel" | "fail" | "streamPromptAssistant"
> & { handle(record: RecordedRequest, known: WaitingFacts): WaitingRequest };

/** What the pipeline knows of a request when it starts waiting. */
export interface WaitingFacts {
  /** The fixtures' answer for the person (undefined when they cannot answer). */
  suggested: unknown;
  /** The override's answer on its way, if any. */
  scripted: ScriptedAnswer | undefined;
}

/**
 * The interactive waits of the host with `core`, over its `pending` requests; `push` sends the
 * prompt assistant's chunks (the host's own `push`).
 */
export function createInteractiveWaits(
  core: HostCore,
  responder: Responder,
  pending: UnansweredRequests,
  push: Host["push"],
): InteractiveWaits {
  const waits: InteractiveWaits = {
    handle(record, known) {
      return {
        request: record,
        get waiting() {
          return !core.disposed && pending.waiting().includes(record);
        },
        suggested: known.suggested,
        scripted: known.scripted,
        // (nothing goes to the app: the record stays `pending`, as the app's call does)
        dismiss: () => pending.settled(record),
        answer: (response) => waits.answer(record.id, response),
        cancel: () => waits.cancel(record.id),
        fail: (error) => waits.fail(record.id, error),
        stream: (chunks, options) => waits.streamPromptAssistant(record.id, chunks, options),
      };
    },

    pending(type) {
      return pending.waiting(type);
    },

    answer(target, response) {
      core.ensureLive("answer a request");
      const record = pending.find(target, "answer");
      const checked = checkResponse(record.type, response);
      if (!checked.ok) {
        throw new HostSimulatorError(
          "INVALID_OUTGOING_PAYLOAD",
          `refusing to answer ${record.type} with an invalid response: ${checked.issues.join("; ")}`,
          { details: { issues: checked.issues } },
        );
      }
      responder.respond(record, { ok: true, body: response });
      return record;
    },

    cancel(target) {
      core.ensureLive("cancel a request");
      const record = pending.find(target, "cancel");
      const answer = cancelledAnswer(record.type);
      if (answer.ok) responder.respond(record, { ok: true, body: answer.body });
      else responder.answerError(record, "USER_CANCELLED", answer.message);
      return record;
    },

    fail(target, error) {
      core.ensureLive("fail a request");
      const record = pending.find(target, "fail");
      responder.respond(record, { ok: false, error: sentError(error) });
      return record;
    },

    async streamPromptAssistant(target, chunks, streamOptions: StreamOptions = {}) {
      core.ensureLive("stream a prompt-assistant answer");
      const record = pending.find(target, "stream to");
      if (record.type !== "ui_prompt_assistant") {
        throw new HostSimulatorError(
          "NO_PENDING_REQUEST",
          `cannot stream to "${target}": it is a pending ${record.type} request, not ui_prompt_assistant`,
        );
      }
      const rawId = (record.payload as { id?: unknown } | undefined)?.id;
      const promptId = typeof rawId === "string" ? rawId : "";
      const wait = Math.max(0, streamOptions.delayMs ?? 0);
      let partial = "";
      for (const chunk of chunks) {
        await delay(wait, core.signal);
        if (core.disposed || record.status !== "pending") return record;
        partial += chunk;
        push("ui_prompt_assistant_response_streamed", {
          id: promptId,
          chunk,
          partial_response: partial,
        });
      }
      await delay(wait, core.signal);
      if (!core.disposed && record.status === "pending")
        responder.respondChecked(
          record,
          { id: promptId, response: partial },
          "streamPromptAssistant",
        );
      return record;
    },
  };
  return waits;
}
