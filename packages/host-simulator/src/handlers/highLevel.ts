// The default behaviour of the high-level operations outside the CRM (`get_env`, `query`, `share`, `get_folders`, ...).
import { serviceEnvOf } from "../environment";
import type { FixtureRecord } from "../fixtures/hostFixtures";
import { runQuery } from "../query";
import { ack, contains, numberOf, paginate, pickFields, sortBy } from "./recordLookups";
import type { HandlerGroup } from "./handlerTypes";

const shareActivity = "com.apple.UIKit.activity.Mail";

/** The default (fixture-backed) behaviour of these operations. */
export const HIGH_LEVEL_HANDLERS = {
  get_env: (_payload, state) => serviceEnvOf(state.fixtures, state.location),
  open: ack,
  open_external_url: ack,
  notify: ack,
  query: (payload, state) => {
    const argRows = payload.args?.length ? payload.args : [[]];
    return {
      results: argRows.flatMap((args) => runQuery(state.fixtures.localTables, payload.query, args)),
    };
  },
  share: () => ({ user_action: "shared", activity_type: shareActivity }),
  show_peer_session: ack,
  show_syncbox: ack,
  submit_user_feedback: ack,
  get_folders: (payload, state) => {
    const q = payload ?? {};
    const ids = q.id__in ?? [];
    const filters = q.filters ?? {};
    const folders = state.fixtures.folders.filter(
      (f) =>
        (!ids.length || ids.includes(String(f.id))) &&
        (q.name === undefined || f.name === q.name) &&
        (q.search === undefined || contains(f.name, q.search)) &&
        Object.entries(filters).every(([key, value]) => f[key] === value),
    );
    const page = paginate("folders", sortBy(folders, q.ordering), q);
    return {
      ...page,
      results: (page.results as FixtureRecord[]).map((f) => pickFields(f, q.fields)),
    };
  },
  get_recent_files: (payload, state) => {
    const size = numberOf(payload?.size, 10);
    // (a list, as the existing client declares the platform's answer: `Promise<File[]>`)
    return structuredClone(sortBy(state.fixtures.files, "-modified_at").slice(0, size)) as {
      id: string;
    }[];
  },
} satisfies HandlerGroup;
