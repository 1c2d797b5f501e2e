// Interactive waits: the requests that wait for a person (pickers, sharing dialogs, the prompt
// assistant) stay pending until the test or the dev host answers, cancels, fails or streams them.
import { cancelledAnswer } from "../handlers/cancelled";
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import type { Host, RecordedRequest, RequestTarget, SentError, StreamOptions } from "../types";
import { checkResponse } from "../validation";
import type { Responder } from "./responder";

/** The part of `Host` that settles pending requests. */
export type InteractiveWaits = Pick<
  Host,
  "pending" | "answer" | "cancel" | "fail" | "streamPromptAssistant"
>;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The pending request with id `target`, else the first of type `target`; `NO_PENDING_REQUEST` when none. */
function findWaiting(
  waiting: readonly RecordedRequest[],
  target: RequestTarget,
  what: string,
): RecordedRequest {
  const found = waiting.find((r) => r.id === target) ?? waiting.find((r) => r.type === target);
  if (!found) {
    const open = waiting.map((r) => `${r.type} (${r.id})`).join(", ");
    throw new HostSimulatorError(
      "NO_PENDING_REQUEST",
      `cannot ${what} "${target}": no pending request has that id or type; pending: ${open || "none"}. Interactive requests stay pending only with interactive: "manual" and no custom handler; wait for one with host.waitForRequest()`,
    );
  }
  return found;
}

/** The interactive waits of the host with `core`, over `waiting` (in arrival order). */
export function createInteractiveWaits(
  core: HostCore,
  responder: Responder,
  waiting: RecordedRequest[],
): InteractiveWaits {
  return {
    pending(type) {
      return waiting.filter((r) => type === undefined || r.type === type);
    },

    answer(target, response) {
      core.ensureLive("answer a request");
      const record = findWaiting(waiting, target, "answer");
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
      const record = findWaiting(waiting, target, "cancel");
      const answer = cancelledAnswer(record.type);
      if (answer.ok) responder.respond(record, { ok: true, body: answer.body });
      else responder.answerError(record, "USER_CANCELLED", answer.message);
      return record;
    },

    fail(target, error) {
      core.ensureLive("fail a request");
      const record = findWaiting(waiting, target, "fail");
      const info: SentError = { message: error.message, code: error.code ?? "HANDLER_ERROR" };
      if (error.details !== undefined) info.details = error.details;
      responder.respond(record, { ok: false, error: info });
      return record;
    },

    async streamPromptAssistant(target, chunks, streamOptions: StreamOptions = {}) {
      core.ensureLive("stream a prompt-assistant answer");
      const record = findWaiting(waiting, target, "stream to");
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
        if (wait > 0) await delay(wait);
        if (core.disposed || record.status !== "pending") return record;
        partial += chunk;
        core.host().push("ui_prompt_assistant_response_streamed", {
          id: promptId,
          chunk,
          partial_response: partial,
        });
      }
      if (wait > 0) await delay(wait);
      if (!core.disposed)
        responder.respondChecked(
          record,
          { id: promptId, response: partial },
          "streamPromptAssistant",
        );
      return record;
    },
  };
}
