// How an entry is compressed, decided from its name before any byte is read: formats that are already
// compressed are stored (deflating them costs CPU and gains nothing), formats that are text are deflated
// without a probe, and anything else is probed (a sample is deflated; data that does not shrink is
// stored). A name-based decision depends only on the name, so the archive stays deterministic.

/** Extensions of formats whose bytes are already compressed: images, fonts, audio, video, archives. */
const COMPRESSED = new Set([
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "avif",
  "heic",
  "jxl",
  "woff",
  "woff2",
  "mp4",
  "m4v",
  "m4a",
  "mov",
  "webm",
  "mkv",
  "mp3",
  "ogg",
  "oga",
  "ogv",
  "opus",
  "aac",
  "flac",
  "zip",
  "gz",
  "tgz",
  "br",
  "zst",
  "xz",
  "bz2",
  "7z",
  "rar",
  "jar",
  "apk",
  "docx",
  "xlsx",
  "pptx",
]);

/** Extensions of text formats a web build ships: always worth deflating. */
const TEXT = new Set([
  "js",
  "mjs",
  "cjs",
  "jsx",
  "ts",
  "tsx",
  "map",
  "json",
  "css",
  "html",
  "htm",
  "svg",
  "txt",
  "md",
  "xml",
  "csv",
  "yml",
  "yaml",
  "vue",
  "wasm",
  "ttf",
  "otf",
  "ico",
  "webmanifest",
]);

/** What to do with an entry's bytes. */
export type EntryPlan = "store" | "deflate" | "probe";

/** The plan for an entry, from its name alone (case-insensitive extension). */
export function entryPlan(path: string): EntryPlan {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  if (dot <= slash + 1) return "probe";
  const extension = path.slice(dot + 1).toLowerCase();
  if (COMPRESSED.has(extension)) return "store";
  if (TEXT.has(extension)) return "deflate";
  return "probe";
}
