/** Flags for headless Chromium on these machines (closed network, running as root). */
export declare const CHROMIUM_ARGS: string[];
/** How to get a browser when none is found. */
export declare const CHROMIUM_INSTALL_HINT: string;
/** The Chromium binary to use (`CHROMIUM_PATH`, else `/usr/bin/chromium`), or undefined when missing. */
export declare function findChromium(env?: Record<string, string | undefined>): string | undefined;
/** The loud notice printed when browser suites are skipped. */
export declare function browserSkippedNotice(): string;
/** What of a Playwright browser context {@link refuseOffLoopback} uses. */
export interface RoutableContext {
  route(
    url: (url: URL) => boolean,
    handler: (route: { request(): { url(): string }; abort(): Promise<void> }) => Promise<void>,
  ): Promise<void>;
}
/** Refuses every request off loopback (127.0.0.1) and returns the list of their URLs. */
export declare function refuseOffLoopback(context: RoutableContext): Promise<string[]>;
