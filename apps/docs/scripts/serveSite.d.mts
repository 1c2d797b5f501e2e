/** Serves the built site on a loopback port. */
export declare function serveSite(
  dist: string,
): Promise<{ origin: string; close(): Promise<void> }>;
