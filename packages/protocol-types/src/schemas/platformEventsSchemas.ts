/** Schemas of the events only the platform's existing client lists (see types/platformEvents.ts). */
import { OpenRecordSchema } from "./primitives";

/** `AppLifecycleEvent`: an open record, or nothing. */
export const AppLifecycleEventSchema = OpenRecordSchema.optional();

/** `OpenFolderRequestedEvent`: an open record, or nothing. */
export const OpenFolderRequestedEventSchema = OpenRecordSchema.optional();
