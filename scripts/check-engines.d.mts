/** The packages whose code runs in the app's or host's page. */
export declare const BROWSER_PACKAGES: string[];
/** The esbuild target of the oldest engine (Safari/iPadOS 15). */
export declare const OLDEST: string;
/** The dist JavaScript files of the browser packages, and the packages without a dist. */
export declare function distFiles(): { files: string[]; missing: string[] };
/** Syntax `code` needs lowered for the oldest engine (empty when none). */
export declare function syntaxFindings(code: string, file?: string): string[];
/** Built-ins newer than the oldest engine that `code` uses without a fallback. */
export declare function builtinFindings(code: string): string[];
/** Class-field initializers that read a variable of an enclosing scope (WebKit bug 236843). */
export declare function classFieldFindings(code: string, file?: string): string[];
/** Every finding over the built browser packages. */
export declare function checkEngines(): { files: number; findings: string[] };
