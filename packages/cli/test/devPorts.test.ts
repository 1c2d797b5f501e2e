// The dev host's port as Vite treats its own: the default (4300) taken by something else is no
// error, the next free port is taken and printed; a port asked for by name is that port or an
// error naming it. Real loopback servers hold the ports.
import { createServer } from "node:net";
import type { Server } from "node:net";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli } from "./helpers/cli";
import { devServer, fakeDevHost } from "./helpers/devServer";
import { onCleanup } from "./helpers/platform";

/** Holds `port` on 127.0.0.1 (0: any free one) until the test ends; undefined when it is taken. */
async function hold(port: number): Promise<number | undefined> {
  const server: Server = createServer();
  const bound = await new Promise<number | undefined>((resolve) => {
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
  });
  if (bound !== undefined) onCleanup(() => new Promise<void>((done) => server.close(() => done())));
  return bound;
}

describe("the dev host's ports", { timeout: 30_000 }, () => {
  it("takes the next free port when the one it wants is in use, and says which it took", async () => {
    const taken = (await hold(0))!;
    const appDir = await makeApp();
    const { server, log } = await devServer({ appDir, port: taken, nextFreePort: true });
    const took = Number(new URL(server.url).port);
    expect(took).toBeGreaterThan(taken);
    expect(log.map((event) => event.message)).toContain(
      `port ${taken} is in use, so the dev host page took ${took}`,
    );
    expect((await fetch(server.url)).status).toBe(200);
  });

  it("fails on a port in use when it must have that one, naming the port", async () => {
    const taken = (await hold(0))!;
    const appDir = await makeApp();
    await expect(devServer({ appDir, port: taken })).rejects.toThrow(
      `port ${taken} on 127.0.0.1 (dev host page) is already in use`,
    );
  });

  it("`hostbridge dev` without --port moves past a taken 4300 and prints the URL it took", async () => {
    // 4300 is held here, or by something else on this machine: either way it is taken.
    await hold(4300);
    const appDir = await makeApp();
    const stop = new AbortController();
    const run = await cli(["dev", appDir, "--no-platform", "--dev-host-dir", await fakeDevHost()], {
      signal: stop.signal,
      onStdout: (text) => {
        if (text.includes("fixtures:")) stop.abort();
      },
    });
    expect(run.code).toBe(0);
    const url = /^hostbridge dev: open (http:\/\/127\.0\.0\.1:(\d+)\/)$/m.exec(run.stdout);
    expect(url, run.stdout).not.toBeNull();
    const took = Number(url![2]);
    expect(took).toBeGreaterThan(4300);
    expect(run.stderr).toContain(`port 4300 is in use, so the dev host page took ${took}`);
  });

  it("`hostbridge dev --port <taken>` fails, naming the port and --port", async () => {
    const taken = (await hold(0))!;
    const appDir = await makeApp();
    const run = await cli(["dev", appDir, "--port", String(taken), "--no-platform"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`port ${taken} on 127.0.0.1 (dev host page) is already in use`);
    expect(run.stderr).toContain("--port");
  });
});
