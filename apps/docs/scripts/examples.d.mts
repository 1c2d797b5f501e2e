/** The example payload of an operation page, as the source an app would type, by operation type. */
export declare const EXAMPLE_PAYLOADS: Record<string, string>;
