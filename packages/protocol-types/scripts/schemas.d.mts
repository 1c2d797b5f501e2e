/** The type files whose shapes get schemas (`src/types/<name>.ts` -> `src/schemas/<name>Schemas.ts`). */
export declare const SCHEMA_SOURCES: string[];
/**
 * Every generated schema file: path under src/ -> text before formatting. `root` is the package's
 * src/ directory (a URL ending in `/`).
 */
export declare function schemaFiles(options?: { root?: URL }): Record<string, string>;
