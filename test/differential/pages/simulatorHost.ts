// Our stand-in: the host simulator (`createHost`) in a page, every picker waiting for the test to act
// as the person (`interactive: "manual"`).
import { createHost } from "@hostbridge/host-simulator";
import type { Host } from "@hostbridge/host-simulator";
import { exposeLocation, markAddress } from "@hostbridge/host-simulator/frame";
import { mountApp } from "./hostControls";

exposeLocation("ui");
markAddress();

mountApp((iframe, appOrigin) => {
  const host: Host = createHost({
    iframe,
    appOrigin,
    location: "ui",
    mode: "IOS",
    interactive: "manual",
  });
  const nth = (type: string, index: number) => {
    const record = host.pending(type)[index];
    if (!record)
      throw new Error(`no waiting ${type} #${index} (${host.pending(type).length} wait)`);
    return record.id;
  };
  const loose = host as unknown as {
    answer(target: string, body: unknown): unknown;
    push(type: string, payload: unknown): unknown;
    emit(type: string, body: unknown): unknown;
  };
  return {
    waiting: (type) => host.pending(type).length,
    answer: (type, index, body) => void loose.answer(nth(type, index), body),
    cancel: (type, index) => void host.cancel(nth(type, index)),
    fail: (type, index, error) => void host.fail(nth(type, index), error),
    push: (type, payload) => void loose.push(type, payload),
    emit: (type, body) => void loose.emit(type, body),
  };
});
