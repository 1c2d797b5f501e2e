// Follows one request through the code as it runs: V8's precise coverage (node:inspector), which
// counts every call of every function, is read and reset at each crossing between the app and the
// host (spies on the two ends of a memory transport pair), so each leg of the round trip has the
// list of the functions that ran in it, each qualified by the file that declares it.
import { Session } from "node:inspector";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Transport } from "@hostbridge/transport";

/** The repository's root. */
export const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** One function that ran: the repository file that declares it and its name (`#call`, `settle`). */
export interface Visit {
  file: string;
  name: string;
}

/** One leg of a round trip: what ran on one side between two crossings. */
export interface Leg {
  side: "app" | "host";
  visits: Visit[];
}

interface FunctionCoverage {
  functionName: string;
  ranges: { count: number }[];
}

type Coverage = { result: { url: string; functions: FunctionCoverage[] }[] };

/** The repository file a script URL stands for (undefined: outside it, or a dependency). */
function repositoryFile(url: string): string | undefined {
  if (!url.startsWith("file:") && !url.startsWith("/")) return undefined;
  const path = relative(ROOT, url.startsWith("file:") ? fileURLToPath(url) : url);
  return path.startsWith("..") || path.includes("node_modules") ? undefined : path;
}

/** A trace under way: `cut(side)` ends the leg under way as `side`'s; `stop()` ends the trace. */
export interface Trace {
  legs: Leg[];
  cut(side: Leg["side"]): void;
  stop(): void;
}

/**
 * Starts recording the functions each leg of a round trip runs. `cut` reads and resets V8's
 * counters synchronously (an inspector session on this thread answers before `post` returns), so a
 * spy can call it at the very moment a message crosses.
 */
export function startTrace(): Trace {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object): Coverage | undefined => {
    const outcome: { answer?: Coverage; failure?: Error } = {};
    let answered = false;
    session.post(method, params, (error, result) => {
      if (error) outcome.failure = error;
      outcome.answer = result as Coverage | undefined;
      answered = true;
    });
    if (outcome.failure) throw outcome.failure;
    if (!answered) throw new Error(`the inspector did not answer ${method} synchronously`);
    return outcome.answer;
  };
  post("Profiler.enable");
  post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  const take = (): Visit[] =>
    post("Profiler.takePreciseCoverage")!.result.flatMap(({ url, functions }) => {
      const file = repositoryFile(url);
      if (!file) return [];
      return functions
        .filter((f) => f.functionName && f.ranges[0]!.count > 0)
        .map((f) => ({ file, name: f.functionName }));
    });
  take(); // (what ran before the trace started is no part of it)
  const legs: Leg[] = [];
  return {
    legs,
    cut: (side) => void legs.push({ side, visits: take() }),
    stop() {
      post("Profiler.stopPreciseCoverage");
      post("Profiler.disable");
      session.disconnect();
    },
  };
}

/**
 * `end` with a spy on what arrives at it: before a message reaches `side`, the leg under way ends
 * as the other side's (what ran since the previous crossing ran there).
 */
export function arrivalsCut(
  end: Transport,
  side: Leg["side"],
  cut: (side: Leg["side"]) => void,
): Transport {
  const other = side == "app" ? "host" : "app";
  return {
    send: (message) => end.send(message),
    listen: (onMessage, onDrop) =>
      end.listen((message) => {
        cut(other);
        onMessage(message);
      }, onDrop),
    close: () => end.close(),
  };
}
