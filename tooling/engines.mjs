// Where Debian's Firefox and WebKitGTK are, and how HostBridge starts them. Nothing here downloads a
// browser. Chromium is tooling/chromium.mjs (Playwright drives it). Firefox: puppeteer-core over
// WebDriver BiDi, Firefox's own remote protocol (no geckodriver; Playwright needs its patched Firefox
// builds). WebKit: tooling/webkit/embedder.py, a WebKitGTK embedder that also registers a real
// script message handler, which no WebDriver client can (the iOS bridge needs one).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const EMBEDDER = fileURLToPath(new URL("./webkit/embedder.py", import.meta.url));
const PYTHON = "/usr/bin/python3";
const XVFB = "/usr/bin/Xvfb";

/** How to get the engines when they are missing (`.ci/run` installs the same packages). */
export const ENGINES_INSTALL_HINT =
  "install Debian's engines with `apt-get install -y firefox-esr gir1.2-webkit2-4.1 python3-gi xvfb`, " +
  "or set FIREFOX_PATH to a Firefox binary";

/** The Firefox binary: `FIREFOX_PATH` when set, else `/usr/bin/firefox-esr`; undefined when missing. */
export function findFirefox(env = process.env) {
  const candidate = env.FIREFOX_PATH || "/usr/bin/firefox-esr";
  return existsSync(candidate) ? candidate : undefined;
}

let webkitVersion;
/** WebKitGTK's version ("2.50.6") when the embedder can start here (python3-gi, WebKit2 4.1, a DISPLAY or Xvfb), else undefined. */
export function findWebKit(env = process.env) {
  if (webkitVersion !== undefined) return webkitVersion || undefined;
  webkitVersion = "";
  if (!existsSync(PYTHON) || (!env.DISPLAY && !existsSync(XVFB))) return undefined;
  const probe = spawnSync(
    PYTHON,
    [
      "-c",
      "import gi; gi.require_version('WebKit2','4.1'); from gi.repository import WebKit2 as W; print('%d.%d.%d' % (W.get_major_version(), W.get_minor_version(), W.get_micro_version()))",
    ],
    { encoding: "utf8", timeout: 20_000 },
  );
  if (probe.status === 0) webkitVersion = probe.stdout.trim();
  return webkitVersion || undefined;
}

/** The loud notice printed when the Firefox or WebKit suites are skipped. */
export function enginesSkippedNotice(missing) {
  const line = "!".repeat(78);
  return [
    line,
    `!! ${missing.join(" AND ").toUpperCase()} SUITES SKIPPED: the engine was not found.`,
    `!! To run them, ${ENGINES_INSTALL_HINT}.`,
    "!! (Under CI=true a missing engine is a failure, not a skip.)",
    line,
  ].join("\n");
}

/** Starts Firefox (headless, WebDriver BiDi) through puppeteer-core. */
export async function launchFirefox(executablePath = findFirefox()) {
  const { default: puppeteer } = await import("puppeteer-core");
  return puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    timeout: 90_000, // a loaded 2-core CI machine
    // (puppeteer-core's profile already turns off updates, telemetry and first-run pages)
  });
}

/**
 * Starts a virtual display. Xvfb picks a free display number itself (`-displayfd`), so runs started
 * at once cannot race for one (as `xvfb-run -a` can).
 */
async function startXvfb() {
  const xvfb = spawn(
    XVFB,
    ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  const display = await new Promise((resolve, reject) => {
    let out = "";
    xvfb.stdio[3].on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(`:${out.trim()}`);
    });
    xvfb.once("exit", (code) =>
      reject(new Error(`Xvfb exited (${code}) before it gave a display`)),
    );
  });
  return { display, stop: () => xvfb.kill() };
}

/**
 * Starts the WebKitGTK embedder (on a virtual display when there is no DISPLAY). `open` loads a URL in a new
 * view, with `handlers` registered as script message handlers (`window.webkit.messageHandlers[name]`);
 * messages the page posts there reach `onMessage(data, name)`; `evaluate` runs JavaScript in the page, as an iOS
 * host's `evaluateJavaScript` does.
 */
export async function launchWebKit(env = process.env) {
  const xvfb = env.DISPLAY ? undefined : await startXvfb();
  const child = spawn(PYTHON, [EMBEDDER], {
    stdio: ["pipe", "pipe", "ignore"],
    env: { ...env, ...(xvfb && { DISPLAY: xvfb.display }) },
  });
  child.once("exit", () => xvfb?.stop());
  const waiters = new Map();
  const listeners = new Map();
  let ref = 0;
  let seq = 0;
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error("the WebKit embedder did not start within 90 s"));
    }, 90_000);
    timer.unref();
    child.once("exit", (code) =>
      reject(new Error(`the WebKit embedder exited (${code}) before it was ready`)),
    );
    lines.on("line", (line) => {
      let event;
      try {
        event = JSON.parse(line);
      } catch {
        return; // a library's own output on stdout
      }
      if (event.event === "ready") {
        clearTimeout(timer);
        resolve(event.webkit);
      } else if (event.event === "message") listeners.get(event.id)?.(event.data, event.handler);
      else if (event.event === "evaluated") {
        const waiter = waiters.get(event.ref);
        waiters.delete(event.ref);
        if (event.error) waiter?.reject(new Error(`WebKit: ${event.error}`));
        else waiter?.resolve();
      }
    });
  });
  const send = (command) => child.stdin.write(`${JSON.stringify(command)}\n`);
  const version = await ready;
  return {
    version,
    open(url, { handlers, onMessage } = {}) {
      const id = `v${++seq}`;
      if (onMessage) listeners.set(id, onMessage);
      send({ cmd: "open", id, url, handlers });
      return {
        id,
        evaluate: (js) =>
          new Promise((resolve, reject) => {
            waiters.set(++ref, { resolve, reject });
            send({ cmd: "eval", id, js, ref });
          }),
        close: () => (listeners.delete(id), send({ cmd: "close", id })),
      };
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        send({ cmd: "quit" });
        setTimeout(() => child.kill(), 2000).unref();
      }),
  };
}
