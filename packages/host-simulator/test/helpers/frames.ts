// Browser-test helpers: cross-origin app iframes and the `__fixture` reports their pages send.
// The test page is served on http://localhost:<port>; fixture pages on http://127.0.0.1:<port>,
// which the browser treats as another origin (and site).

export const OTHER = `${location.protocol}//${location.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1"}:${location.port}`;
export const FIXTURES = "/packages/host-simulator/test/fixtures";

/** A `__fixture` report of a fixture page. */
export interface Report {
  __fixture: true;
  step: string;
  [key: string]: unknown;
}

/** Collects the fixture reports of one frame; `next(step)` resolves with the first of that step. */
export function reportsOf(frame: () => Window | null, cleanups: (() => void)[]) {
  const reports: Report[] = [];
  const waiters: (() => void)[] = [];
  const onMessage = (event: MessageEvent<Report>) => {
    if (event.source !== frame() || event.data?.__fixture !== true) return;
    reports.push(event.data);
    for (const wake of waiters.splice(0)) wake();
  };
  window.addEventListener("message", onMessage);
  cleanups.push(() => window.removeEventListener("message", onMessage));
  return {
    reports,
    next(step: string, ms = 8000): Promise<Report> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no "${step}" report within ${ms} ms; got ${reports.map((r) => `${r.step}${r.step === "failed" ? ` (${String(r.message)})` : ""}`).join(", ")}`,
              ),
            ),
          ms,
        );
        const check = () => {
          const found = reports.find((r) => r.step === step);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

/** Appends an iframe loading `page` (with `query`) from `origin`; removed by the cleanups. */
export function mountFrame(
  page: string,
  cleanups: (() => void)[],
  query = "",
  origin = OTHER,
): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.src = `${origin}${FIXTURES}/${page}${query}`;
  document.body.append(iframe);
  cleanups.push(() => iframe.remove());
  return iframe;
}

/** The sdkApp fixture's "wire" report; logs what choosing the wire cost (the first call's extra time). */
export async function wireOf(app: ReturnType<typeof reportsOf>): Promise<Report> {
  const report = await app.next("wire");
  console.info(`[wire] chose ${String(report.wire)} in ${String(report.ms)} ms`);
  return report;
}
