import type { BrowserProviderOption } from "vitest/node";

/** Vitest browser provider for Firefox over WebDriver BiDi (puppeteer-core). */
export declare const firefox: (executablePath?: string) => BrowserProviderOption;
/** Vitest browser provider for WebKitGTK (tooling/webkit/embedder.py). */
export declare const webkit: () => BrowserProviderOption;
