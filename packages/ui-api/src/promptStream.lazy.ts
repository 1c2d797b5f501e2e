// What stands for ./promptStream, whose code is a chunk of its own: `streamPromptAssistant()` is
// async by nature, so its code loads at the first call and the request goes once it is there. A
// build that cannot split (the script-tag IIFE) takes ./promptStream itself instead of this module
// (tooling/eagerChunks.mjs), so it carries no stand-in.
import { HostBridgeError } from "@hostbridge/transport";
import type { createPromptStream as loaded } from "./promptStream";

/**
 * @internal ./promptStream's `createPromptStream` (the same signature), loaded first: a stream that
 * hands on the loaded one's chunks and response, or rejects both with `LOAD_FAILED` when the code
 * cannot load.
 */
export const createPromptStream: typeof loaded = (bridge, send, payload, track) => {
  const stream = import("./promptStream").then(
    (module) => module.createPromptStream(bridge, send, payload, track),
    (cause: unknown) => {
      throw new HostBridgeError(
        "LOAD_FAILED",
        `streamPromptAssistant() could not load its code (${String(cause)}); reload the app`,
        { cause, requestType: "ui_prompt_assistant" },
      );
    },
  );
  const response = stream.then((loaded) => loaded.response);
  // (as the loaded stream's own: an app that only iterates gets no unhandled rejection)
  response.catch(() => {});
  // An async generator is its own iterator (one queue), and its `return()` (break) reaches the
  // loaded stream's, which stops listening.
  return Object.assign(
    (async function* () {
      return yield* await stream;
    })(),
    { response },
  );
};
