/** Flags for headless Chromium on these machines (closed network, running as root). */
export declare const CHROMIUM_ARGS: string[];
/** How to get a browser when none is found. */
export declare const CHROMIUM_INSTALL_HINT: string;
/** The Chromium binary to use (`CHROMIUM_PATH`, else `/usr/bin/chromium`), or undefined when missing. */
export declare function findChromium(env?: Record<string, string | undefined>): string | undefined;
/** The loud notice printed when browser suites are skipped. */
export declare function browserSkippedNotice(): string;
