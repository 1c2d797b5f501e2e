// A notice of @hostbridge/compat as the inspector lists it (its own file, so that the view does not
// import the inspector that mounts it).

/**
 * A notice of `@hostbridge/compat` (an old feature of the existing client the app uses), as
 * `configureCompat({ onNotice })` gives it.
 */
export interface InspectorNotice {
  /** The rule id: `hostbridge migrate --modernize <rule>` moves the app off the feature. */
  rule: string;
  /** The old feature, in words. */
  feature: string;
  /** What the modern API does instead. */
  modern: string;
  /** Where the app met it (`ui.app_loaded`, `env.pitcher`, ...). */
  where: string;
}
