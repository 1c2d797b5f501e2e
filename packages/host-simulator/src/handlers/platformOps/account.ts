/**
 * The signed-in user and the instance: users, languages (`update_my_user` changes the user's
 * language, which must be one of `get_languages`), tokens, metadata templates, the app's
 * configuration, the request types this host answers, and `search` over files, canvases and
 * folders.
 */
import { HIGH_LEVEL_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { User } from "@hostbridge/protocol-types";
import type { DefaultHandler } from "../handlerTypes";
import { answerAppConfig } from "../appConfig";
import type { DataRecord } from "./platformRecordLookups";
import { invalid, matchesMetadata, mentions, pageOf } from "./platformRecordLookups";

type AccountOperation =
  | "get_users"
  | "update_my_user"
  | "get_languages"
  | "refresh_service_token"
  | "refresh_access_token"
  | "get_instance_metadata_templates"
  | "get_app_config"
  | "get_request_types"
  | "search";

const userMatches = (user: DataRecord, search: string | undefined) =>
  search === undefined ||
  [user.first_name, user.last_name, user.email].some((value) => mentions(value, search));

const unexpired = (now: string) => (record: DataRecord) =>
  typeof record.expires_at !== "string" || record.expires_at > now;

/** The default behaviour of the account and instance operations. */
export const ACCOUNT_HANDLERS: { [K in AccountOperation]: DefaultHandler<K> } = {
  get_users: (payload, state) => {
    const q = payload ?? {};
    const users = state.fixtures.users.filter(
      (user) => userMatches(user, q.search) && matchesMetadata(user, q.filters),
    );
    return pageOf("users", users);
  },
  update_my_user: (payload, state) => {
    const { languages } = state.fixtures.platform;
    if (payload.language !== undefined && !languages.some(([code]) => code === payload.language))
      throw invalid(
        "update_my_user",
        `language: "${payload.language}" is not offered (get_languages offers ${languages.map(([code]) => code).join(", ")})`,
      );
    const me = state.fixtures.users[0];
    const envUser = state.fixtures.env.svc.user;
    for (const user of [me, envUser]) if (user) Object.assign(user, structuredClone(payload));
    return structuredClone<User>(me ?? envUser);
  },
  get_languages: (_payload, state) => structuredClone(state.fixtures.platform.languages),
  refresh_service_token: (_payload, state) => ({
    access_token: state.fixtures.platform.serviceToken,
  }),
  refresh_access_token: (_payload, state) => ({
    access_token: state.fixtures.env.svc.access_token,
    id_token: state.fixtures.env.svc.id_token,
  }),
  get_instance_metadata_templates: (payload, state) => {
    const q: DataRecord = payload ?? {};
    const search = typeof q.search === "string" ? q.search : undefined;
    const rows = state.fixtures.metadataTemplates.filter(
      (t) => search === undefined || mentions(t.name, search),
    );
    return pageOf("metadata-templates", rows, q);
  },
  get_app_config: answerAppConfig,
  get_request_types: () => [...HIGH_LEVEL_API_METHOD_TYPES],
  search: (payload, state) => {
    const { files, canvases, folders } = state.fixtures;
    const keep = payload.include_expired ? () => true : unexpired(state.now());
    const hits = (rows: DataRecord[]) =>
      structuredClone(rows.filter((r) => mentions(r.name, payload.query) && keep(r)));
    const found = { files: hits(files), canvases: hits(canvases), folders: hits(folders) };
    const count = found.files.length + found.canvases.length + found.folders.length;
    return { query: payload.query, count, ...found };
  },
};
