/**
 * The platform's canvas operations over the shared canvas fixtures: a canvas created here is
 * listed by `get_canvases` and read by `get_canvas`; a deleted one is gone from both (and loses its
 * theme).
 */
import type { CanvasRetrieve, SharedLink } from "@hostbridge/protocol-types";
import type { DefaultHandler } from "../handlerTypes";
import { canvasRecord } from "../../fixtures/canvases";
import type { DataRecord } from "./platformRecordLookups";
import {
  findById,
  idsOf,
  matchesMetadata,
  mentions,
  ordered,
  pageOf,
  removeById,
  withFields,
} from "./platformRecordLookups";

type CanvasOperation =
  | "get_canvases"
  | "create_canvas"
  | "get_canvas"
  | "update_canvas"
  | "update_canvas_indicators"
  | "delete_canvas"
  | "share_canvas"
  | "get_canvas_recommended_files";

const FLAGS = ["is_draft", "is_editable", "is_section", "is_template", "is_default"] as const;

function canvasMatches(canvas: DataRecord, q: Record<string, unknown>): boolean {
  const ids = idsOf(q.id__in);
  if (ids.length && !ids.includes(String(canvas.id))) return false;
  if (typeof q.search === "string" && !mentions(canvas.name, q.search)) return false;
  for (const flag of FLAGS)
    if (q[flag] !== undefined && Boolean(canvas[flag]) !== q[flag]) return false;
  const tags = (canvas.tags ?? []) as unknown[];
  if (Array.isArray(q.tags__in) && !q.tags__in.some((t) => tags.includes(t))) return false;
  if (typeof q.tags__not_in === "string" && tags.includes(q.tags__not_in)) return false;
  const account = canvas.account as DataRecord | null | undefined;
  if (q.account__id !== undefined && account?.id !== q.account__id) return false;
  const template = canvas.template as DataRecord | null | undefined;
  if (q.template__id !== undefined && template?.id !== q.template__id) return false;
  if (q.access_type !== undefined && canvas.access_type !== q.access_type) return false;
  return matchesMetadata(canvas, q.filters);
}

const asCanvas = (record: DataRecord) => record as CanvasRetrieve;

/** The default behaviour of the platform's canvas operations. */
export const CANVAS_HANDLERS: { [K in CanvasOperation]: DefaultHandler<K> } = {
  get_canvases: (payload, state) => {
    const q = (payload ?? {}) as Record<string, unknown>;
    const rows = state.fixtures.canvases.filter((canvas) => canvasMatches(canvas, q));
    const page = pageOf("canvases", ordered(rows, q.ordering), q);
    return { ...page, results: page.results.map(asCanvas) };
  },
  create_canvas: (payload, state) => {
    const { template_id, ...fields } = structuredClone(payload);
    const template = template_id
      ? findById("template canvas", state.fixtures.canvases, template_id)
      : undefined;
    const now = state.now();
    const canvas = canvasRecord({
      ...(template
        ? {
            content: structuredClone(template.content),
            sections: structuredClone(template.sections),
          }
        : {}),
      ...fields,
      id: fields.id ?? state.nextId("canvas"),
      name: fields.name,
      // (a canvas made from no template has none: the field is left out, never `null`, which the
      // platform's canvas record does not allow)
      ...(template ? { template: { id: template.id, name: template.name } } : {}),
      created_at: now,
      modified_at: now,
    });
    state.fixtures.canvases.push(canvas);
    return asCanvas(structuredClone(canvas));
  },
  get_canvas: (payload, state) =>
    asCanvas(withFields(findById("canvas", state.fixtures.canvases, payload.id), payload.fields)),
  update_canvas: (payload, state) => {
    const { id, fields, ...changes } = payload;
    const canvas = findById("canvas", state.fixtures.canvases, id);
    Object.assign(canvas, structuredClone(changes), { modified_at: state.now() });
    return asCanvas(withFields(canvas, fields));
  },
  update_canvas_indicators: (payload, state) => {
    const canvas = findById("canvas", state.fixtures.canvases, payload.id);
    const merged = { ...((canvas.indicators ?? {}) as DataRecord) };
    for (const [key, indicator] of Object.entries(payload.indicators)) {
      if (indicator === null) delete merged[key];
      else merged[key] = structuredClone(indicator);
    }
    Object.assign(canvas, { indicators: merged, modified_at: state.now() });
    return asCanvas(structuredClone(canvas));
  },
  delete_canvas: (payload, state) => {
    const removed = removeById("canvas", state.fixtures.canvases, payload.id);
    delete state.fixtures.platform.canvasThemes[payload.id];
    return asCanvas(removed);
  },
  share_canvas: (payload, state) => {
    const canvas = findById("canvas", state.fixtures.canvases, payload.id);
    const existing = canvas.shared_link as SharedLink | null | undefined;
    if (existing?.url) return structuredClone(existing);
    const id = state.nextId("shared-link");
    const link: SharedLink = {
      id,
      type: "canvas",
      status: "active",
      url: `https://share.example.com/canvas/${id}`,
      short_url: `https://shr.example.com/${id.slice(-4)}`,
      canvas: { id: canvas.id, name: canvas.name },
    };
    canvas.shared_link = link;
    return structuredClone(link);
  },
  get_canvas_recommended_files: (payload, state) => {
    const canvas = findById("canvas", state.fixtures.canvases, payload.canvas_id);
    const match = payload.match ?? ["tags", "metadata"];
    const tags = (canvas.tags ?? []) as unknown[];
    const metadata = Object.entries((canvas.metadata ?? {}) as DataRecord);
    const recommended = state.fixtures.files.filter((file) => {
      const fileTags = (file.tags ?? []) as unknown[];
      const fileMetadata = (file.metadata ?? {}) as DataRecord;
      return (
        (match.includes("tags") && tags.some((t) => fileTags.includes(t))) ||
        (match.includes("metadata") && metadata.some(([k, v]) => fileMetadata[k] === v))
      );
    });
    return { recommended_files: structuredClone(recommended) as { id: string }[] };
  },
};
