// The platform's token refresh on its origin, `/api/v1/users/me/token/`, which apps call with the
// environment's token (`Authorization: Bearer <env.pitcher.access_token>`) for a token to go on with.
// What it answers comes from the platform's client (@pitcher/js-api 1.26.0): when a REST call of its
// own answers 401 it asks the host for `refresh_access_token` and reads `access_token` from the
// answer, the shape of its `RefreshServiceTokenResponse` (`{ access_token: string }`); the dev host
// gives the environment's token, which the simulator never expires. The platform's developer docs
// (as far as the stored pages go) do not describe this endpoint: its method is not documented, and
// the dev host takes GET (what `fetch` sends by default) and refuses others with 405 as a Django
// REST API does, so an app that posts here learns it in the dev host rather than on the platform.
// Auth is the Apps DB's (./platformRest): no or another token 401.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "./staticFiles";

/** The token refresh's path on the platform's origin. */
export const TOKEN_REFRESH_PATH = "/api/v1/users/me/token/";

/** Answers an authorised request for {@link TOKEN_REFRESH_PATH} with `accessToken`. */
export function answerTokenRefresh(
  req: IncomingMessage,
  res: ServerResponse,
  accessToken: string,
): void {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` });
  }
  sendJson(res, 200, { access_token: accessToken });
}
