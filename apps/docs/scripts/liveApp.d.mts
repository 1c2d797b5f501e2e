import type { AppPlace, SettingsForm } from "@hostbridge/deploy-contract";
/** Builds the operation pages' live example app (live/app.ts) into public/live/. */
export declare function buildLiveApp(docs: string): Promise<void>;
/** What the live example of an app-type page needs of its app; throws when the app is not one the platform takes. */
export declare function appTypeExample(
  dir: string,
  name?: string,
): {
  name: string;
  place: AppPlace;
  settings?: { form: SettingsForm; values: Record<string, unknown> };
};
/** Builds the app of each app-type page into public/live/app-types/; returns the pages' names. */
export declare function buildAppTypeApps(docs: string): Promise<string[]>;
