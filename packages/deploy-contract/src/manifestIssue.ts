// One problem found in an app's manifest files: a file of its own, so the app model's checks and the
// manifest rules share it without importing each other.

/** One problem found in `app.json`: the field it concerns and what is wrong, in words. */
export interface ManifestIssue {
  /** The field (`name`, `version`, `entry`), or `(root)` for the document itself. */
  path: string;
  /** What is wrong and what is expected. */
  message: string;
}
