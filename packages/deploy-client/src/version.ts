/** This package's version (kept in step with package.json by a test). */
export const DEPLOY_CLIENT_VERSION = "0.1.0";

/** The User-Agent header sent to the platform. */
export const USER_AGENT = `hostbridge-deploy-client/${DEPLOY_CLIENT_VERSION} node/${process.versions.node}`;
