import type { Browser } from "puppeteer-core";

/** How to get the engines when they are missing. */
export declare const ENGINES_INSTALL_HINT: string;
/** The Firefox binary (`FIREFOX_PATH`, else `/usr/bin/firefox-esr`), or undefined when missing. */
export declare function findFirefox(env?: Record<string, string | undefined>): string | undefined;
/** WebKitGTK's version when the embedder can start here, else undefined. */
export declare function findWebKit(env?: Record<string, string | undefined>): string | undefined;
/** The loud notice printed when the Firefox or WebKit suites are skipped. */
export declare function enginesSkippedNotice(missing: string[]): string;
/** Starts Firefox (headless, WebDriver BiDi) through puppeteer-core. */
export declare function launchFirefox(executablePath?: string): Promise<Browser>;

/** One page in the WebKit embedder. */
export interface WebKitView {
  id: string;
  /** Runs `js` in the page (as an iOS host's `evaluateJavaScript`). */
  evaluate(js: string): Promise<void>;
  close(): void;
}
/** The WebKitGTK embedder (tooling/webkit/embedder.py). */
export interface WebKit {
  version: string;
  /** Loads `url` in a new view with `handlers` registered as script message handlers. */
  open(
    url: string,
    options?: { handlers?: string[]; onMessage?: (data: unknown, handler: string) => void },
  ): WebKitView;
  close(): Promise<void>;
}
export declare function launchWebKit(env?: Record<string, string | undefined>): Promise<WebKit>;
