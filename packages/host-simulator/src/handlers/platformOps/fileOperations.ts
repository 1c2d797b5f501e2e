/**
 * The platform's file operations over the shared file fixtures: a file created here is listed by
 * `get_files` and read by `get_file`; a deleted one is gone (with its favorites and revisions).
 * `download_file` fires `file_downloaded` on iOS; `render_page_as_image` answers a small fake PNG.
 */
import { summary } from "../../fixtures/people";
import type { DefaultHandler, SimulatorState } from "../handlerTypes";
import type { DataRecord } from "./platformRecordLookups";
import {
  findById,
  idsOf,
  invalid,
  matchesMetadata,
  mentions,
  ordered,
  pageOf,
  removeById,
  removeWhere,
} from "./platformRecordLookups";

type FileOperation =
  | "get_files"
  | "get_file"
  | "create_file"
  | "update_file"
  | "delete_file"
  | "download_file"
  | "get_file_revisions"
  | "get_file_revision_data"
  | "fetch_document_info"
  | "render_page_as_image";

const asFile = (record: DataRecord) => structuredClone(record) as { id: string } & DataRecord;

const oneOrMore = (value: unknown): unknown[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

const EXACT = ["folder_id", "name", "status", "access_type", "instance_id", "global_id", "id"];

function fileMatches(file: DataRecord, q: Record<string, unknown>): boolean {
  for (const key of EXACT) if (q[key] !== undefined && file[key] !== q[key]) return false;
  const ids = idsOf(q.id__in);
  if (ids.length && !ids.includes(String(file.id))) return false;
  const types = oneOrMore(q.type);
  if (types && !types.includes(file.type)) return false;
  const contentTypes = oneOrMore(q.content_type);
  if (contentTypes && !contentTypes.includes(file.content_type)) return false;
  const tags = (file.tags ?? []) as unknown[];
  if (Array.isArray(q.tags) && !q.tags.every((t) => tags.includes(t))) return false;
  if (typeof q.search === "string" && !mentions(file.name, q.search)) return false;
  return matchesMetadata(file, q.filters);
}

function folderSummary(state: SimulatorState, folderId: unknown) {
  const folder = state.fixtures.folders.find((f) => f.id === folderId);
  return folder ? { id: folder.id, name: folder.name } : null;
}

function signedInUser(state: SimulatorState) {
  return summary(state.fixtures.users[0] ?? {});
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A few bytes that start like a PNG and say what was rendered (the simulator draws nothing). */
function fakePng(label: string): ArrayBuffer {
  const text = new TextEncoder().encode(label);
  const bytes = new Uint8Array(PNG_SIGNATURE.length + text.length);
  bytes.set(PNG_SIGNATURE);
  bytes.set(text, PNG_SIGNATURE.length);
  return bytes.buffer;
}

/** The default behaviour of the platform's file operations. */
export const FILE_HANDLERS: { [K in FileOperation]: DefaultHandler<K> } = {
  get_files: (payload, state) => {
    const q = (payload ?? {}) as Record<string, unknown>;
    const rows = state.fixtures.files.filter((file) => fileMatches(file, q));
    const page = pageOf("files", ordered(rows, q.ordering), q);
    return { ...page, results: page.results.map(asFile) };
  },
  get_file: (payload, state) => asFile(findById("file", state.fixtures.files, payload.file_id)),
  create_file: (payload, state) => {
    const { path, ...fields } = structuredClone(payload);
    if (!fields.name && !fields.url && !fields.content_upload_id && !path)
      throw invalid(
        "create_file",
        "name, url, content_upload_id or path: is required (what the file is made from)",
      );
    if (fields.folder_id) findById("folder", state.fixtures.folders, fields.folder_id);
    const id = state.nextId("file");
    const name =
      fields.name ??
      decodeURIComponent(
        String(path ?? fields.url ?? id)
          .split("/")
          .pop()!,
      );
    const now = state.now();
    const file: DataRecord = {
      id,
      name,
      type: fields.type ?? (fields.url ? "link" : "content"),
      status: "viewable",
      instance_id: state.fixtures.env.svc.instance.id,
      folder: folderSummary(state, fields.folder_id),
      tags: [],
      metadata: {},
      app_metadata: {},
      access_type: "public",
      created_at: now,
      modified_at: now,
      published_at: now,
      created_by: signedInUser(state),
      modified_by: signedInUser(state),
      owned_by: signedInUser(state),
      thumbnail_url: `https://files.example.com/thumbnails/${id}.png`,
      ...fields,
    };
    state.fixtures.files.push(file);
    return asFile(file);
  },
  update_file: (payload, state) => {
    const { id, ...changes } = payload;
    const file = findById("file", state.fixtures.files, id);
    if (changes.folder_id) findById("folder", state.fixtures.folders, changes.folder_id);
    Object.assign(file, structuredClone(changes), {
      ...(changes.folder_id ? { folder: folderSummary(state, changes.folder_id) } : {}),
      modified_at: state.now(),
      modified_by: signedInUser(state),
    });
    return asFile(file);
  },
  delete_file: (payload, state) => {
    removeById("file", state.fixtures.files, payload.file_id);
    const platform = state.fixtures.platform;
    removeWhere(platform.favorites, (f) => (f.file as DataRecord | null)?.id === payload.file_id);
    delete platform.fileRevisions[payload.file_id];
    return payload.file_id;
  },
  download_file: (payload, state) => {
    const file = findById("file", state.fixtures.files, payload.file_id);
    if (state.mode === "IOS") state.emit("file_downloaded", asFile(file));
  },
  get_file_revisions: (payload, state) => {
    findById("file", state.fixtures.files, payload.file_id);
    const revisions = state.fixtures.platform.fileRevisions[payload.file_id] ?? [];
    return structuredClone(revisions) as {
      id: string;
      name: string;
      created_at: string;
      created_by: DataRecord;
    }[];
  },
  get_file_revision_data: (payload, state) => {
    const file = findById("file", state.fixtures.files, payload.file_id);
    const revisions = state.fixtures.platform.fileRevisions[payload.file_id] ?? [];
    const revision = findById("revision", revisions, payload.revision_id);
    return { ...asFile(file), revision: structuredClone(revision) };
  },
  fetch_document_info: (payload, state) => {
    const file = findById("file", state.fixtures.files, payload.file_id);
    return { pageCount: typeof file.pages === "number" ? file.pages : 1, file_id: file.id };
  },
  render_page_as_image: (payload, state) => {
    const file = findById("file", state.fixtures.files, payload.document_id ?? payload.file_id);
    const pages = typeof file.pages === "number" ? file.pages : 1;
    if (payload.page_index >= pages)
      throw invalid(
        "render_page_as_image",
        `page_index: ${payload.page_index} is past the last page (the file has ${pages}, counted from 0)`,
      );
    const size =
      "width" in payload.params ? `w${payload.params.width}` : `h${payload.params.height}`;
    return fakePng(`${String(file.id)} page ${payload.page_index} ${size}`);
  },
};
