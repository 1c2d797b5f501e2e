// What a fixture app of test/existing-client noted in its own frame (`window.appResults`), read from the
// kit's host page: one reader for the e2e tests that run those apps in the kit. The app's frame is the
// kit's `iframe[data-hostbridge-app]` (a canvas hook in the background has a hidden frame of its own,
// `iframe[data-hook-frame="<id>"]`, read with `hookResultsOf`).
import type { Frame, Page } from "@playwright/test";

/** The frame `selector` names inside the host `page`, once it is there. */
async function frameOf(page: Page, selector: string): Promise<Frame | undefined> {
  const element = await page.$(selector);
  return (await element?.contentFrame()) ?? undefined;
}

const resultsIn = (frame: Frame | undefined) =>
  frame
    ?.evaluate(() => (window as unknown as { appResults?: Record<string, unknown> }).appResults)
    .catch(() => undefined);

/** What the app in `page` noted so far (`undefined` before it started noting). */
export const appResultsOf = async (page: Page): Promise<Record<string, unknown> | undefined> =>
  resultsIn(await frameOf(page, "iframe[data-hostbridge-app]"));

/** What the latest run of the canvas hook `hook` (its place id) noted in its hidden frame. */
export const hookResultsOf = async (
  page: Page,
  hook: string,
): Promise<Record<string, unknown> | undefined> =>
  resultsIn(await frameOf(page, `iframe[data-hook-frame=${JSON.stringify(hook)}]`));
