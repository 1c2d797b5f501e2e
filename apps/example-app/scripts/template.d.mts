/** The repository root. */
export declare const REPO_ROOT: string;
/** The example app. */
export declare const EXAMPLE_APP_DIR: string;
/** Where the CLI keeps its template. */
export declare const TEMPLATE_DIR: string;
/** The template's files (path in packages/cli/template -> content), derived from the example app. */
export declare function deriveTemplate(): Promise<Map<string, string>>;
/** The files now in a template directory (default packages/cli/template). */
export declare function readTemplate(dir?: string): Promise<Map<string, string>>;
/** Writes the derived template into `dir` (default packages/cli/template); returns the paths written. */
export declare function writeTemplate(dir?: string): Promise<string[]>;
