/** Payloads of the DSR environment's operations. */
import type { OpenRecord } from "./records";

/** Get one file in the DSR environment (`dsr_get_file`). Properties: not shown. */
export type DsrGetFileRequest = OpenRecord;
