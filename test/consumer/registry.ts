// A real npm registry on loopback for the consumer suite: Verdaccio in a process of its own
// (test/consumer/verdaccio.mjs) on a free port, its storage in the given folder. It serves only what
// the test publishes there (@hostbridge/*) and proxies nothing: a user with a private registry points
// npm at it for the `@hostbridge` scope alone (`@hostbridge:registry=<url>` in .npmrc), and npm takes
// every other package from the npm registry, through npm's own cache. (Proxying them made Verdaccio
// fetch and rewrite the full metadata of every third-party package a template installs, about
// 100 MB per run, on every run.) A request for any other package answers 404, so a package that went
// to the wrong registry fails the run.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ok, start, userEnv } from "./helpers";

const SERVER = join(import.meta.dirname, "verdaccio.mjs");
/** The user the test publishes as; its token lives only in a temp npmrc and is never printed. */
const PUBLISHER = "hostbridge-ci";

/** A running registry. */
export interface LocalRegistry {
  /** Its URL, with a trailing slash (what `@hostbridge:registry` in an .npmrc takes). */
  url: string;
  /** Publishes each tarball (`npm publish <tarball>`, a throwaway token); rejects naming the one that failed. */
  publish(tarballs: readonly string[]): Promise<void>;
  /** What Verdaccio logged (warnings and errors), for a failure's message. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

function config(storage: string, logFile: string): string {
  return `# Written by test/consumer/registry.ts for one test run.
storage: ${JSON.stringify(storage)}
auth:
  htpasswd:
    file: ${JSON.stringify(join(storage, "..", "htpasswd"))}
    max_users: 1
    # the cheapest bcrypt: every authenticated request (each publish) verifies this run's throwaway
    # password, which took about 0.5 s of CPU each at the default 10 rounds
    rounds: 4
packages:
  "@hostbridge/*":
    access: $all
    publish: $authenticated
max_body_size: 100mb
web:
  enable: false
log: { type: file, path: ${JSON.stringify(logFile)}, level: warn }
`;
}

/** Starts Verdaccio with its storage, config and log under `dir`. */
export async function startRegistry(dir: string): Promise<LocalRegistry> {
  await mkdir(join(dir, "storage"), { recursive: true });
  const logFile = join(dir, "verdaccio.log");
  const configFile = join(dir, "config.yaml");
  await writeFile(configFile, config(join(dir, "storage"), logFile));
  const log = () => readFile(logFile, "utf8").catch(() => "(no log)");
  const server = start("node", [SERVER, configFile], dir, userEnv());
  const { url } = await server.json<{ url: string }>().catch(async (error: Error) => {
    throw new Error(`Verdaccio did not start: ${error.message}\n${await log()}`);
  });

  // A user of its own (htpasswd, max_users: 1), whose token goes into a temp npmrc.
  const response = await fetch(new URL(`-/user/org.couchdb.user:${PUBLISHER}`, url), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: PUBLISHER, password: randomBytes(24).toString("hex") }),
  });
  if (!response.ok) {
    await server.stop();
    throw new Error(`Verdaccio refused the publishing user: HTTP ${response.status}`);
  }
  const { token } = (await response.json()) as { token: string };
  const userconfig = join(dir, "publish.npmrc");
  await writeFile(userconfig, `//${new URL(url).host}/:_authToken=${token}\n`, { mode: 0o600 });

  const publishOne = (tarball: string) =>
    ok(
      "npm",
      [
        "publish",
        tarball,
        "--registry",
        url,
        "--userconfig",
        userconfig,
        "--provenance=false",
        "--access",
        "public",
      ],
      dir,
    );
  return {
    url,
    async publish(tarballs) {
      // a few at a time: each is mostly npm starting up
      const queue = [...tarballs];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await publishOne(next);
      };
      await Promise.all([worker(), worker(), worker()]);
    },
    log,
    stop: () => server.stop(),
  };
}
