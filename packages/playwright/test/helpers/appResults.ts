// What a fixture app of test/existing-client noted in its own frame (`window.appResults`), read from the
// kit's host page: one reader for the e2e tests that run those apps in the kit.
import type { Frame, Page } from "@playwright/test";

/** The app's frame inside the host `page` (the one frame that is not the page's own). */
const appFrameOf = (page: Page): Frame =>
  page.frames().find((candidate) => candidate !== page.mainFrame())!;

/** What the app in `page` noted so far (`undefined` before it started noting). */
export const appResultsOf = (page: Page): Promise<Record<string, unknown> | undefined> =>
  appFrameOf(page).evaluate(
    () => (window as unknown as { appResults?: Record<string, unknown> }).appResults,
  );
