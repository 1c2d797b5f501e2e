// mountWithHost for tests: each mount is unmounted (and its host disposed) after the test.
import { afterEach } from "vitest";
import { mountWithHost } from "../src/testing";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** `mountWithHost(...)`, unmounted after the current test. */
export function mounted(...args: Parameters<typeof mountWithHost>) {
  const result = mountWithHost(...args);
  cleanups.push(result.unmount);
  return result;
}

/** Runs `cleanup` after the current test. */
export function afterTest(cleanup: () => void): void {
  cleanups.push(cleanup);
}
