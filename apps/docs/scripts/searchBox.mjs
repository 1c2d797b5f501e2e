// The site's search box driven in a page as a reader drives it: open it, type a query, read the
// results in their order. `searchInPage` runs inside the page (Playwright's and puppeteer's
// `evaluate`, or WebKit's embedder as source text), so it uses no outside names. Used by
// test/searchEngines.e2e.test.ts (the first result, in every engine) and scripts/measurePages.mjs
// (how long the first search waits, in every engine).
import { chromium } from "playwright";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { launchFirefox, launchWebKit } from "../../../tooling/engines.mjs";

/**
 * In the page: opens the search box and types each query of `plan.queries`, waiting each time for
 * the box to clear and then for its results to be highlighted with the query (the last step of
 * VitePress's search, after the index loaded and the search ran). Resolves with
 * `{ openToFirstMs, results: [{ query, pages, waitMs }] }`: `pages` the results' links in order,
 * `waitMs` from typing to the highlighted results, `openToFirstMs` from opening the box to the
 * first query's results (the index loads when the box opens; undefined when it was open already).
 */
export async function searchInPage(plan) {
  const box = () => document.querySelector(".VPLocalSearchBox");
  const links = () => [...(box()?.querySelectorAll("a.result") ?? [])];
  const until = (check, what) =>
    new Promise((resolve, reject) => {
      const deadline = performance.now() + plan.timeoutMs;
      const poll = () => {
        const value = check();
        if (value) resolve(value);
        else if (performance.now() > deadline)
          reject(new Error(`the search box did not ${what} within ${plan.timeoutMs} ms`));
        else setTimeout(poll, 10);
      };
      poll();
    });
  // the nav bar's button works once Vue has hydrated the page
  await until(
    () =>
      document.querySelector("#app")?.__vue_app__ && document.querySelector("#local-search button"),
    "appear in the hydrated nav bar",
  );
  // (a run of queries may come in several calls: the box stays open between them)
  const opened = document.querySelector("#localsearch-input") ? undefined : performance.now();
  if (opened !== undefined) document.querySelector("#local-search button").click();
  const input = await until(() => document.querySelector("#localsearch-input"), "open");
  const type = (text) => {
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const results = [];
  let openToFirstMs;
  for (const query of plan.queries) {
    type("");
    await until(() => links().length === 0, "clear");
    const typed = performance.now();
    type(query);
    // the results are highlighted with the query's own term once they are this query's
    const wanted = query.toLowerCase();
    await until(
      () =>
        links().some((a) =>
          [...a.querySelectorAll("mark")].some((m) => m.textContent.toLowerCase() === wanted),
        ),
      `show results for "${query}"`,
    );
    const shown = performance.now();
    if (opened !== undefined) openToFirstMs ??= shown - opened;
    results.push({
      query,
      pages: links().map((a) => a.getAttribute("href")),
      waitMs: shown - typed,
    });
  }
  return { openToFirstMs, results };
}

/** Queries per call into the page (each call is one protocol message, which has a timeout). */
const BATCH = 40;

/**
 * Runs `queries` through the search box of `url` in `engine` ("chromium": Playwright, "firefox":
 * puppeteer-core over WebDriver BiDi, "webkit": the WebKitGTK embedder). Resolves with the engine's
 * version and the run (`searchInPage`'s, its batches joined).
 */
export async function searchIn(engine, url, queries, timeoutMs = 60_000) {
  const batches = [];
  for (let i = 0; i < queries.length; i += BATCH) batches.push(queries.slice(i, i + BATCH));
  const runs = [];
  let version;
  if (engine === "webkit") {
    const webkit = await launchWebKit();
    version = `WebKitGTK ${webkit.version}`;
    try {
      let waiter;
      const view = webkit.open(url, {
        handlers: ["searchBox"],
        onMessage: (data) => waiter?.(data),
      });
      const ask = (js, ms) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`WebKit did not answer within ${ms} ms`)),
            ms,
          );
          waiter = (data) => (clearTimeout(timer), resolve(data));
          view.evaluate(js).catch(reject);
        });
      const post = "window.webkit.messageHandlers.searchBox.postMessage";
      // the view loads the URL after it opens: ask until the page is the site's, loaded
      for (;;) {
        const state = await ask(
          `${post}({ href: location.href, ready: document.readyState })`,
          30_000,
        );
        if (state.href === url && state.ready === "complete") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const batch of batches) {
        const plan = JSON.stringify({ queries: batch, timeoutMs });
        const answer = await ask(
          `(${searchInPage})(${plan}).then((run) => ${post}({ run }), (error) => ${post}({ error: String(error && error.message) }))`,
          timeoutMs * batch.length,
        );
        if (answer.error) throw new Error(`WebKit: ${answer.error}`);
        runs.push(answer.run);
      }
    } finally {
      await webkit.close();
    }
  } else {
    const browser =
      engine === "firefox"
        ? await launchFirefox()
        : await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      version = await browser.version();
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: "load" });
      for (const batch of batches)
        runs.push(await page.evaluate(searchInPage, { queries: batch, timeoutMs }));
    } finally {
      await browser.close();
    }
  }
  return {
    engine,
    version:
      engine === "chromium"
        ? `Chromium ${version}`
        : engine === "firefox"
          ? `Firefox ${version.replace(/^firefox\//i, "")}`
          : version,
    openToFirstMs: runs[0]?.openToFirstMs,
    results: runs.flatMap((run) => run.results),
  };
}
