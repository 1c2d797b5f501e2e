/** What to run to write the reports. */
export declare const UPDATE_COMMAND: string;
/** The report's file name (without `.api.md`) of an `exports` key: "." is `index`. */
export declare function entryReportName(key: string): string;
/** One published entry point with types. */
export interface EntryPoint {
  key: string;
  report: string;
  dts: string;
}
/** The published packages of a workspace and their entry points with types. */
export declare function publishedEntryPoints(
  root: string,
): { name: string; folder: string; dir: string; entries: EntryPoint[] }[];
/** Makes (update) or checks every report; `problems` name the package, the entry and the fix. */
export declare function apiReports(options: {
  root: string;
  update?: boolean;
  filter?: string[];
}): Promise<{ problems: string[]; written: string[]; entries: number }>;
