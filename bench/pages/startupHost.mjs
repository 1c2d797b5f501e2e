// @ts-check
// The host page of the start-up benchmark (bench/startup.mjs), served on http://127.0.0.1:<A> after the
// REAL post-robot 10 (its UMD build, loaded by a script tag before this one, sets `window.postRobot`),
// the way the platform's hosts answer an operation: a post-robot handler by name, acked on arrival.
// It loads each app in a fresh cross-site iframe, one after the other, and collects what each reports.

/** @type {string} */
const appOrigin = /** @type {string} */ (document.documentElement.dataset.appOrigin);
/** @type {{ on(name: string, options: { domain: string }, handler: () => unknown): unknown }} */
const postRobot = /** @type {any} */ (window).postRobot;
postRobot.on("ui_select_content", { domain: appOrigin }, () => ({ user_action: "selected" }));

/**
 * Loads app page `id` in a new iframe and resolves with what it reports at its first answer.
 * @param {string} id
 * @returns {Promise<{ load: number, script: number }>}
 */
function loadOnce(id) {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement("iframe");
    iframe.allow = "cross-origin-isolated";
    const timer = setTimeout(() => reject(new Error(`${id} got no answer in 20 s`)), 20_000);
    const onMessage = (/** @type {MessageEvent} */ event) => {
      if (event.source !== iframe.contentWindow || !event.data?.__startup) return;
      removeEventListener("message", onMessage);
      clearTimeout(timer);
      iframe.remove();
      resolve(event.data.__startup);
    };
    addEventListener("message", onMessage);
    iframe.src = `${appOrigin}/${id}.html`;
    document.body.append(iframe);
  });
}

/**
 * Runs the plan: `warmup` untimed rounds, then `rounds` rounds; each round loads every app once, in
 * turn, the order reversed every other round.
 * @param {{ apps: string[], rounds: number, warmup: number }} plan
 */
async function drive({ apps, rounds, warmup }) {
  /** @type {Record<string, { load: number[], script: number[] }>} */
  const data = Object.fromEntries(apps.map((id) => [id, { load: [], script: [] }]));
  for (let round = -warmup; round < rounds; round++)
    for (const id of round % 2 ? [...apps].reverse() : apps) {
      const { load, script } = await loadOnce(id);
      if (round < 0) continue;
      data[id]?.load.push(load);
      data[id]?.script.push(script);
    }
  return data;
}
/** @type {any} */ (window).startupDrive = drive;
