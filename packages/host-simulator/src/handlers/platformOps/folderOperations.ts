/**
 * The platform's folder operations over the shared folder and file fixtures (a folder's parent is
 * its `parent_id`, `null` at the top, which `get_folder` calls `"root"`): created folders are
 * listed by `get_folders`; a deleted folder is gone with its subfolders and their files; moved
 * items change folder.
 */
import type { Folder } from "@hostbridge/protocol-types";
import type { DefaultHandler, SimulatorState } from "../handlerTypes";
import type { DataRecord } from "./platformRecordLookups";
import { findById, invalid, removeWhere } from "./platformRecordLookups";

type FolderOperation =
  "get_folder" | "create_folder" | "update_folder" | "delete_folder" | "move_folder_items";

const ROOT = "root";

const summaryOf = (record: DataRecord) => ({ id: record.id, name: record.name });

/** A folder as the operations answer it: its fields, `parent_folder_id`, and what it holds. */
function view(state: SimulatorState, id: string): Folder {
  const { folders, files } = state.fixtures;
  const folder: DataRecord =
    id === ROOT ? { id: ROOT, name: "Root", parent_id: null } : findById("folder", folders, id);
  const parent = id === ROOT ? null : (folder.parent_id ?? null);
  const children = folders.filter((f) => (f.parent_id ?? null) === (id === ROOT ? null : id));
  const held = files.filter((f) => f.folder_id === id);
  return {
    ...structuredClone(folder),
    id,
    name: String(folder.name),
    parent_folder_id: id === ROOT ? null : typeof parent === "string" ? parent : ROOT,
    folders: children.map(summaryOf),
    files: held.map(summaryOf),
    file_count: held.length,
  };
}

/** The parent id to store: `null` for the root, else an existing folder's id. */
function parentOf(state: SimulatorState, parentId: string): string | null {
  if (parentId === ROOT) return null;
  findById("parent folder", state.fixtures.folders, parentId);
  return parentId;
}

/** `id` and every folder under it. */
function subtree(folders: DataRecord[], id: string): Set<unknown> {
  const ids = new Set<unknown>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const f of folders)
      if (!ids.has(f.id) && ids.has(f.parent_id)) grew = Boolean(ids.add(f.id));
  }
  return ids;
}

/** The default behaviour of the platform's folder operations. */
export const FOLDER_HANDLERS: { [K in FolderOperation]: DefaultHandler<K> } = {
  get_folder: (payload, state) => view(state, payload?.id ?? ROOT),
  create_folder: (payload, state) => {
    const { parent_folder_id, ...fields } = structuredClone(payload);
    const now = state.now();
    const folder = {
      instance_id: state.fixtures.env.svc.instance.id,
      created_at: now,
      modified_at: now,
      file_count: 0,
      ...fields,
      id: fields.id ?? state.nextId("folder"),
      parent_id: parentOf(state, parent_folder_id),
    };
    state.fixtures.folders.push(folder);
    return view(state, folder.id);
  },
  update_folder: (payload, state) => {
    const { id, parent_folder_id, ...changes } = structuredClone(payload);
    const folder = findById("folder", state.fixtures.folders, id);
    if (parent_folder_id !== undefined) {
      const parent = parentOf(state, parent_folder_id);
      if (parent !== null && subtree(state.fixtures.folders, id).has(parent))
        throw invalid("update_folder", `parent_folder_id: "${parent}" is inside the folder itself`);
      folder.parent_id = parent;
    }
    Object.assign(folder, changes, { modified_at: state.now() });
    return view(state, id);
  },
  delete_folder: (payload, state) => {
    findById("folder", state.fixtures.folders, payload.folder_id);
    const gone = subtree(state.fixtures.folders, payload.folder_id);
    removeWhere(state.fixtures.folders, (f) => gone.has(f.id));
    removeWhere(state.fixtures.files, (f) => gone.has(f.folder_id));
  },
  move_folder_items: (payload, state) => {
    const target = payload.target_folder_id;
    const parent = parentOf(state, target);
    const { folders, files } = state.fixtures;
    const moves = payload.items.map((item) => {
      if (item.type === "file") {
        const file = findById("file", files, item.id);
        const folder = parent === null ? null : summaryOf(findById("folder", folders, target));
        return () => void Object.assign(file, { folder_id: target, folder });
      }
      const folder = findById("folder", folders, item.id);
      if (parent !== null && subtree(folders, item.id).has(parent))
        throw invalid("move_folder_items", `items: folder "${item.id}" cannot move into itself`);
      return () => void (folder.parent_id = parent);
    });
    moves.forEach((move) => move()); // (every item checked before any moves)
    return view(state, target);
  },
};
