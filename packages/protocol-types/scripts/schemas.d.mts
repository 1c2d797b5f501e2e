/** The type files whose shapes get schemas (`src/types/<name>.ts` -> `src/schemas/<name>Schemas.ts`). */
export declare const SCHEMA_SOURCES: string[];
/** Sources whose schema file is still written by hand until a branch that extends it is merged. */
export declare const HAND_WRITTEN_UNTIL_MERGE: Set<string>;
/**
 * Every generated schema file: path under src/ -> text before formatting. `root` is the package's
 * src/ directory (a URL ending in `/`); `includeHandWritten` also writes HAND_WRITTEN_UNTIL_MERGE.
 */
export declare function schemaFiles(options?: {
  root?: URL;
  includeHandWritten?: boolean;
}): Record<string, string>;
