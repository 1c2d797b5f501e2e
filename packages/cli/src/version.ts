/** The CLI's version (kept in step with package.json by a test). */
export const CLI_VERSION = "0.1.0";
