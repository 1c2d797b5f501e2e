/** The repository root. */
export declare const REPO_ROOT: string;
/** The example app. */
export declare const EXAMPLE_APP_DIR: string;
/** Where the CLI build puts the template (packages/cli/dist/template; the `init` command reads it from there). */
export declare const CLI_TEMPLATE_DIR: string;
/** The template's files (path in the template directory -> content), derived from the example app. */
export declare function deriveTemplate(): Promise<Map<string, string>>;
/** The files now in a template directory: path -> content. */
export declare function readTemplate(dir: string): Promise<Map<string, string>>;
/** Writes the derived template into `dir`, replacing what was there; returns the paths written. */
export declare function writeTemplate(dir: string): Promise<string[]>;
/** The paths whose content differs between the derived template and the one in `dir`, sorted. */
export declare function staleTemplateFiles(dir: string): Promise<string[]>;
