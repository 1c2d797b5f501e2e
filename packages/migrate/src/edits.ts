import type { Edit } from "./context";

/** Applies non-overlapping edits to `text`; throws if two overlap (the file is then left alone). */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) {
      throw new Error(`two rewrites overlap at offset ${edit.start}`);
    }
    result += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + text.slice(at);
}
