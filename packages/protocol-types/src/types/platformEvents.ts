/**
 * Payloads of the events the platform's existing client (`@pitcher/js-api` 1.26.0) knows and the
 * spec's event table does not list. That client declares their names only, not their payloads:
 * they are typed loosely (an open record, or nothing).
 */
import type { OpenRecord } from "./records";

/**
 * `app_backgrounded` / `app_foregrounded`: the host app went to the background or came back (a
 * mobile host's life cycle). Payload not shown: an open record, or none.
 */
export type AppLifecycleEvent = OpenRecord | undefined;

/**
 * `open_folder_requested`: the host asks the app to open a folder. Payload not shown (presumably
 * the folder; an open record, or none).
 */
export type OpenFolderRequestedEvent = OpenRecord | undefined;
