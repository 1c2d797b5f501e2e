export type Level = "none" | "patch" | "minor" | "major";
/** The levels, lowest first. */
export declare const LEVELS: Level[];
/** One change of a report and the changeset level it needs. */
export interface ReportChange {
  level: Level;
  what: string;
}
/** The declarations of one API report, each key (`interface Foo`) with its lines without comments. */
export declare function parseReport(text: string): Map<string, string[]>;
/** What changed between two versions of one report. */
export declare function compareReports(baseText: string, headText: string): ReportChange[];
/** The highest level each package is given by the changesets. */
export declare function changesetLevels(
  changesets: { file: string; text: string }[],
): Map<string, { level: Level; files: string[] }>;
/** The problems (sentences naming the package, the report and the fix); empty when none. */
export declare function checkChangesetLevels(input: {
  baseReports: Map<string, string>;
  headReports: Map<string, string>;
  packageNames: Map<string, string>;
  changesets: { file: string; text: string }[];
}): string[];
/** The check against the merge base of HEAD with `baseRef` (or origin/main, main). */
export declare function checkAgainstGit(input: { root: string; baseRef?: string }): {
  base?: string;
  problems?: string[];
  skipped?: string;
};
