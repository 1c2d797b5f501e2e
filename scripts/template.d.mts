/** A template `hostbridge init` can write, derived from an app of the repository. */
export interface TemplateSource {
  appDir: string;
  description: string;
  trees: string[];
  devDependencies: string[];
  scripts: Record<string, string | null>;
}
/** The repository root. */
export declare const REPO_ROOT: string;
/** The example app (the `full` template). */
export declare const EXAMPLE_APP_DIR: string;
/** The starter app (the `lean` template, the default). */
export declare const STARTER_APP_DIR: string;
/** Where the CLI build puts the templates (packages/cli/dist/template/<name>; `init` reads them from there). */
export declare const CLI_TEMPLATE_DIR: string;
/** The templates by name. */
export declare const TEMPLATES: Record<"lean" | "full", TemplateSource>;
/** The template `init` writes without `--template`. */
export declare const DEFAULT_TEMPLATE: "lean";
/** A template's files (path in the template directory -> content). */
export declare function deriveTemplate(name?: string): Promise<Map<string, string>>;
/** The files now in a template directory: path -> content. */
export declare function readTemplate(dir: string): Promise<Map<string, string>>;
/** Writes the derived template into `dir`, replacing what was there; returns the paths written. */
export declare function writeTemplate(dir: string, name?: string): Promise<string[]>;
/** Writes every template into `<dir>/<name>`; returns the template names. */
export declare function writeTemplates(dir: string): Promise<string[]>;
/** The paths whose content differs between the derived template and the one in `dir`, sorted. */
export declare function staleTemplateFiles(dir: string, name?: string): Promise<string[]>;
