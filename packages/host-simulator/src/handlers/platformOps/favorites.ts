/**
 * The signed-in user's favorites: `create_favorite` adds one (a file, a page of a file, or a
 * folder), `delete_favorite` removes it, `get_favorites` lists them; each change fires
 * `favorites:changed` with the new list, as the platform does.
 */
import type { DefaultHandler, SimulatorState } from "../handlerTypes";
import { findById, invalid, mentions, ordered, pageOf, removeById } from "./platformRecordLookups";

type FavoriteOperation = "get_favorites" | "create_favorite" | "delete_favorite";

function announce(state: SimulatorState): void {
  state.emit("favorites:changed", { body: pageOf("favorites", state.fixtures.platform.favorites) });
}

const summaryOf = (record: Record<string, unknown>) => ({ id: record.id, name: record.name });

/** The default behaviour of the favorites operations. */
export const FAVORITE_HANDLERS: { [K in FavoriteOperation]: DefaultHandler<K> } = {
  get_favorites: (payload, state) => {
    const q = payload ?? {};
    const search = q.search;
    const rows = state.fixtures.platform.favorites.filter(
      (f) => search === undefined || mentions(f.name, search),
    );
    return pageOf("favorites", ordered(rows, q.ordering), q);
  },
  create_favorite: (payload, state) => {
    if (!payload.file_id && !payload.folder_id)
      throw invalid(
        "create_favorite",
        "file_id or folder_id: is required (the file, page or folder to add)",
      );
    const file = payload.file_id
      ? findById("file", state.fixtures.files, payload.file_id)
      : undefined;
    const folder = payload.folder_id
      ? findById("folder", state.fixtures.folders, payload.folder_id)
      : undefined;
    const user = state.fixtures.users[0] ?? {};
    const by = { id: user.id, first_name: user.first_name, last_name: user.last_name };
    const now = state.now();
    const favorite = {
      id: payload.id ?? state.nextId("favorite"),
      name: payload.name ?? String((file ?? folder)!.name),
      thumbnail_url: typeof file?.thumbnail_url === "string" ? file.thumbnail_url : "",
      file: file ? summaryOf(file) : null,
      page: file && payload.page_index !== undefined ? { index: payload.page_index } : null,
      folder: folder ? summaryOf(folder) : null,
      created_at: now,
      created_by: by,
      modified_at: now,
      modified_by: by,
      owned_by: by,
    };
    state.fixtures.platform.favorites.push(favorite);
    announce(state);
    return structuredClone(favorite);
  },
  delete_favorite: (payload, state) => {
    removeById("favorite", state.fixtures.platform.favorites, payload.favorite_id);
    announce(state);
  },
};
