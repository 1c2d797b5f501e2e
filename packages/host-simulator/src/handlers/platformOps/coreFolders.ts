/**
 * Core folders (folders of canvases, sections, templates, blocks and files): `get_core_folders`
 * answers the folders of one kind under a parent (the top level without one) and the canvases
 * they hold; `patch_core_folder` changes one and answers its contents.
 */
import type { CanvasRetrieve, CoreFolder, CoreFolderContents } from "@hostbridge/protocol-types";
import type { DefaultHandler, SimulatorState } from "../handlerTypes";
import type { DataRecord } from "./platformRecordLookups";
import { findById } from "./platformRecordLookups";

type CoreFolderOperation = "get_core_folders" | "patch_core_folder";

function contentsOf(
  state: SimulatorState,
  folder: DataRecord | undefined,
  children: DataRecord[],
): CoreFolderContents {
  const ids = (folder?.canvas_ids ?? []) as unknown[];
  const canvases = state.fixtures.canvases.filter((c) => ids.includes(c.id));
  return {
    id: folder ? String(folder.id) : "root",
    name: folder ? String(folder.name) : "Root",
    folders: structuredClone(children) as CoreFolder[],
    contents: structuredClone(canvases) as CanvasRetrieve[],
    path: folder ? structuredClone(folder.breadcrumbs as unknown[]) : [],
  };
}

/** The default behaviour of the core-folder operations. */
export const CORE_FOLDER_HANDLERS: { [K in CoreFolderOperation]: DefaultHandler<K> } = {
  get_core_folders: (payload, state) => {
    const all = state.fixtures.platform.coreFolders;
    const parentId = payload.parent_id ?? null;
    const parent = parentId === null ? undefined : findById("core folder", all, parentId);
    const children = all.filter(
      (f) =>
        f.entity === payload.entity &&
        (f.parent_id ?? null) === parentId &&
        f.instance_id === payload.instance_id,
    );
    return contentsOf(state, parent, children);
  },
  patch_core_folder: (payload, state) => {
    const all = state.fixtures.platform.coreFolders;
    const folder = findById("core folder", all, payload.id);
    const { id: _id, ...changes } = structuredClone(payload.payload);
    Object.assign(folder, changes, { modified_at: state.now() });
    return contentsOf(
      state,
      folder,
      all.filter((f) => f.parent_id === payload.id),
    );
  },
};
