import type {
  UiPromptAssistantRequest,
  UiPromptAssistantResponse,
  UiPromptAssistantResponseStreamedPayload,
} from "@hostbridge/protocol-types";
import type { Bridge, Cased, Casing } from "@hostbridge/transport";

/** One streamed chunk of a prompt-assistant response, in the app's casing. */
export type PromptAssistantChunk<C extends Casing = "snake"> = Cased<
  UiPromptAssistantResponseStreamedPayload,
  C
>;

/**
 * The streamed answer to one prompt: iterate it (`for await`) to get the
 * `ui_prompt_assistant_response_streamed` chunks of this prompt id, in order. Iteration ends when
 * the final response arrives (it is the iterator's return value and `response`), throws when the
 * request fails (host error, abort through `signal`, timeout, disposal). Breaking out of the loop
 * stops listening for chunks; the request itself goes on and `response` still settles (abort it
 * with the `signal` you passed). Iterate it once: every iterator shares one queue.
 */
export interface PromptAssistantStream<C extends Casing = "snake"> extends AsyncIterable<
  PromptAssistantChunk<C>
> {
  /** Settles with the final response of the prompt assistant, or with the request's error. */
  readonly response: Promise<Cased<UiPromptAssistantResponse, C>>;
  /** The chunk iterator; `return()` (what `break` calls) stops listening. */
  [Symbol.asyncIterator](): AsyncIterator<
    PromptAssistantChunk<C>,
    Cased<UiPromptAssistantResponse, C> | undefined
  >;
}

const STREAMED = "ui_prompt_assistant_response_streamed";

/** @internal Starts the request at once, buffering this prompt's chunks until they are read. */
export function createPromptStream<C extends Casing>(
  bridge: Bridge<C>,
  send: () => Promise<unknown>,
  payload: Cased<UiPromptAssistantRequest, C>,
  track: (off: () => void) => () => void,
): PromptAssistantStream<C> {
  const chunks: unknown[] = [];
  let wake = () => {};
  let settled: unknown;
  const off = track(
    bridge.onMessage("ui", STREAMED, (chunk) => {
      if ((chunk as { id?: unknown } | null)?.id === payload.id) {
        chunks.push(chunk);
        wake();
      }
    }),
  );
  const response = send() as Promise<Cased<UiPromptAssistantResponse, C>>;
  const done = () => ((settled = 1), off(), wake());
  // (handles a rejection too, so an app that only iterates gets no unhandled rejection)
  response.then(done, done);
  // one generator, so that every iterator shares one queue; `return()` (break) runs `finally`
  const iterator = (async function* () {
    try {
      for (;;)
        if (chunks.length) yield chunks.shift() as PromptAssistantChunk<C>;
        else if (settled) return await response;
        else await new Promise<void>((resolve) => (wake = resolve));
    } finally {
      off();
    }
  })();
  return { response, [Symbol.asyncIterator]: () => iterator };
}
