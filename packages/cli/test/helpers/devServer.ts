// Helpers of the `hostbridge dev` tests: a fake dev host build, a dev server closed after the test,
// and a reader of the server-sent event stream.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevLogEvent, DevServer, DevServerOptions } from "@hostbridge/dev-server";
import { onCleanup, tempDir } from "./platform";

/** A directory that looks like a dev host build (an index.html and one asset). */
export async function fakeDevHost(): Promise<string> {
  const dir = await tempDir("hb-devhost-");
  await mkdir(join(dir, "assets"));
  await writeFile(
    join(dir, "index.html"),
    '<!doctype html><title>fake dev host</title><script src="./assets/page.js"></script>',
  );
  await writeFile(join(dir, "assets", "page.js"), "document.title += ' (script ran)';");
  return dir;
}

/** A started dev server (both ports random), closed after the test, with the log it printed. */
export async function devServer(
  options: Partial<DevServerOptions> & { appDir: string },
): Promise<{ server: DevServer; log: DevLogEvent[] }> {
  const log: DevLogEvent[] = [];
  const server = await startDevServer({
    port: 0,
    appPort: 0,
    devHostDir: await fakeDevHost(),
    pollIntervalMs: 100,
    ...options,
    log: (event) => log.push(event),
  });
  onCleanup(() => server.close());
  return { server, log };
}

/** One server-sent event. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads the dev server's event stream; `next(name)` waits (bounded) for the next event of that name. */
export async function openEvents(url: string): Promise<{
  next(name: string, timeoutMs?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}> {
  const controller = new AbortController();
  const response = await fetch(new URL("__hostbridge/events", url), { signal: controller.signal });
  if (!response.body) throw new Error("no event stream body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event) queue.push({ event, data: data === undefined ? undefined : JSON.parse(data) });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  onCleanup(async () => {
    controller.abort();
    await ended;
  });
  return {
    ended,
    close: () => controller.abort(),
    async next(name, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((item) => item.event === name);
        if (index !== -1) return queue.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no "${name}" event within ${timeoutMs} ms (got: ${queue.map((item) => item.event).join(", ") || "nothing"})`,
          );
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiters.push(() => {
            clearTimeout(timer);
            wake();
          });
        });
      }
    },
  };
}

/** GET `path` on `base` and return status and text. */
export async function get(
  base: string,
  path: string,
): Promise<{ status: number; text: string; type: string | null }> {
  const response = await fetch(new URL(path, base), { redirect: "manual" });
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get("content-type"),
  };
}
