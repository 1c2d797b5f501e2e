/** A page of a listing, as the platform's REST listings return them. */

/**
 * One page of a listing: `count` records in all, this page's `results`, and the URLs of the next
 * and previous pages (`null` at either end). Hosts may add fields (`page`, `page_size`, ...).
 */
export type PaginatedList<T> = {
  /** How many records match, across every page. */
  count: number;
  /** The URL of the next page, `null` on the last. */
  next?: string | null;
  /** The URL of the previous page, `null` on the first. */
  previous?: string | null;
  /** The records of this page. */
  results: T[];
  [key: string]: unknown;
};
