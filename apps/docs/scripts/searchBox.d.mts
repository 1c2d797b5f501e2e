/** What a run of the search box found. */
export interface SearchRun {
  openToFirstMs: number;
  results: { query: string; pages: string[]; waitMs: number }[];
}
/** In the page: types each query into the search box and reads its results. */
export declare function searchInPage(plan: {
  queries: string[];
  timeoutMs: number;
}): Promise<SearchRun>;
/** Runs the queries through the search box of a page in an engine. */
export declare function searchIn(
  engine: "chromium" | "firefox" | "webkit",
  url: string,
  queries: string[],
  timeoutMs?: number,
): Promise<{ engine: string; version: string } & SearchRun>;
