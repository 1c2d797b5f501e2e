// @ts-check
// A child process measured from outside: wall time and peak RSS (VmHWM, sampled from /proc on Linux).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * Runs a process to completion while sampling its peak RSS (VmHWM) and RSS from /proc every 20 ms.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ wallMs: number, peakRss: number, stdout: string, stderr: string, code: number | null }>}
 */
export function runSampled(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    let peak = 0;
    const sample = () => {
      try {
        const match = /^VmHWM:\s+(\d+) kB$/m.exec(
          readFileSync(`/proc/${child.pid}/status`, "utf8"),
        );
        if (match) peak = Math.max(peak, Number(match[1]) * 1024);
      } catch {
        // the process is gone
      }
    };
    const timer = setInterval(sample, 20);
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on("exit", (code) => {
      clearInterval(timer);
      resolve({ wallMs: performance.now() - start, peakRss: peak, stdout, stderr, code });
    });
  });
}
