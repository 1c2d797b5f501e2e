// @ts-check
// Where pack's CPU goes: runs pack once on an app directory in a child process under `node --cpu-prof`
// (secret scan on, as publish runs it) and sums the main thread's sampled self time by step: the step of
// a sample is that of the innermost frame on its stack that belongs to a known step (CRC-32, secret scan,
// sha256 of the archive, reading files, deflate's JavaScript side, writing the archive, listing files),
// "start-up" when Node's module loader is on the stack, else "other".
// zlib deflates on libuv's thread pool, which the profiler does not sample: the CPU of every thread but
// the main one (read from /proc/self/task when pack is done) is reported as its own row.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Packs argv[2] into argv[3] with the API key argv[4], then prints the CPU of the main thread and of all. */
const CHILD_SCRIPT = `
import { readFileSync, readdirSync } from "node:fs";
const { pack } = await import("@hostbridge/deploy-client");
const [appDir, outFile, apiKey] = process.argv.slice(2);
const started = performance.now();
await pack(appDir, { outFile, apiKey });
const wallMs = performance.now() - started;
// utime + stime of a thread, in ms (fields 14 and 15 of /proc/<pid>/task/<tid>/stat, USER_HZ = 100).
const threadMs = (tid) => {
  const stat = readFileSync("/proc/self/task/" + tid + "/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const mainMs = threadMs(process.pid);
const allMs = readdirSync("/proc/self/task").reduce((sum, tid) => sum + threadMs(tid), 0);
console.log(JSON.stringify({ wallMs, mainMs, allMs }));
`;

/** The steps, in the order they are looked for on a stack (innermost frame first). */
const STEPS = /** @type {const} */ ([
  [
    "CRC-32",
    (/** @type {Frame} */ f) => f.functionName === "crc32" || f.functionName === "makeTable",
  ],
  [
    "secret scan",
    (/** @type {Frame} */ f) =>
      ["findSecret", "hasPemPrivateKey", "assertNoSecret", "SecretScanner"].includes(
        f.functionName,
      ) ||
      (f.functionName === "scan" && f.url.includes("deploy-client")),
  ],
  ["sha256 of the archive", (/** @type {Frame} */ f) => f.url.includes("crypto/hash")],
  [
    "deflate (JavaScript side of zlib streams)",
    (/** @type {Frame} */ f) => f.url.includes("zlib") || f.functionName === "deflateOnce",
  ],
  [
    "read files",
    (/** @type {Frame} */ f) =>
      f.functionName === "readInto" ||
      (/fs/.test(f.url) && /^(read|readFile|open|close|fstat|stat)/i.test(f.functionName)),
  ],
  [
    "write the archive",
    (/** @type {Frame} */ f) =>
      /writeAll|^write$|^writev?Buffers?$/.test(f.functionName) && !f.url.includes("zlib"),
  ],
  [
    "list files (walk, stat, ignore rules)",
    (/** @type {Frame} */ f) =>
      /^(readdir|lstat|walk|listAppFiles|collectFiles)/i.test(f.functionName) ||
      f.url.includes("ignore"),
  ],
]);

/** @typedef {{ functionName: string, url: string }} Frame */
/** @typedef {{ id: number, callFrame: Frame, children?: number[] }} ProfileNode */

/**
 * Self time (ms) by step of one V8 CPU profile.
 * @param {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} profile
 */
export function stepTimes(profile) {
  /** @type {Map<number, ProfileNode>} */
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @type {Map<number, boolean>} */
  const startUpNodes = new Map();
  /** @param {number} id @returns {boolean} */
  const isStartUp = (id) => {
    const known = startUpNodes.get(id);
    if (known !== undefined) return known;
    const { url } = /** @type {ProfileNode} */ (byId.get(id)).callFrame;
    const parent = parentOf.get(id);
    const result =
      /internal\/modules|internal\/bootstrap|cjs-module-lexer/.test(url) ||
      (parent !== undefined && isStartUp(parent));
    startUpNodes.set(id, result);
    return result;
  };
  /** @type {Map<number, string>} */
  const stepOfNode = new Map();
  /** @param {number} id @returns {string} */
  const stepOf = (id) => {
    const known = stepOfNode.get(id);
    if (known !== undefined) return known;
    const node = /** @type {ProfileNode} */ (byId.get(id));
    const name = node.callFrame.functionName;
    let step = "other";
    if (isStartUp(id)) step = "start-up (loading modules)";
    else if (name === "(garbage collector)") step = "garbage collection";
    else if (name === "(idle)") step = "idle (waiting for the thread pool or the disk)";
    else {
      const match = STEPS.find(([, test]) => test(node.callFrame));
      if (match) step = match[0];
      else if (parentOf.has(id)) step = stepOf(/** @type {number} */ (parentOf.get(id)));
    }
    stepOfNode.set(id, step);
    return step;
  };
  /** @type {Map<string, number>} */
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const step = stepOf(id);
    totals.set(step, (totals.get(step) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

/**
 * Packs `appDir` once under the CPU profiler and returns the CPU by step.
 * @param {{ appDir: string, work: string }} options
 */
export async function profilePack({ appDir, work }) {
  const profileDir = join(work, "cpu-profile");
  await mkdir(profileDir, { recursive: true });
  const script = join(import.meta.dirname, ".pack-profile-child.mjs");
  await writeFile(script, CHILD_SCRIPT);
  try {
    const out = join(work, "profiled.zip");
    const args = [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, script, appDir, out];
    const apiKey = randomBytes(24).toString("hex");
    const report = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [...args, apiKey], {
        cwd: import.meta.dirname,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.stderr.on("data", (d) => (stderr += d));
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0
          ? resolve(JSON.parse(stdout))
          : reject(
              new Error(
                `profiled pack failed (${code}): ${stderr.replaceAll(apiKey, "[redacted]").slice(-500)}`,
              ),
            ),
      );
    });
    await rm(out, { force: true });
    const [file] = await readdir(profileDir);
    if (!file) throw new Error("node --cpu-prof wrote no profile");
    const totals = stepTimes(JSON.parse(await readFile(join(profileDir, file), "utf8")));
    const idle = [...totals].find(([step]) => step.startsWith("idle"));
    const steps = [...totals]
      .filter(([step]) => !step.startsWith("idle"))
      .map(([step, ms]) => ({ step, ms }))
      .sort((a, b) => b.ms - a.ms);
    steps.push({
      step: "other threads: zlib deflate on libuv's thread pool, file reads and writes, background GC",
      ms: Math.max(0, report.allMs - report.mainMs),
    });
    return {
      wallMs: report.wallMs,
      cpuMs: report.allMs,
      mainMs: report.mainMs,
      idleMs: idle?.[1] ?? 0,
      steps,
    };
  } finally {
    await rm(script, { force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}
