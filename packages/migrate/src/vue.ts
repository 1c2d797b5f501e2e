// Vue single-file components: the `<script>` and `<script setup>` blocks are cut out by the offsets
// `@vue/compiler-sfc` reports, transformed as scripts and spliced back; the rest of the file is
// never touched.

import type { parse } from "@vue/compiler-sfc";

/** One script block of a component. */
export interface ScriptBlock {
  /** Offset of the block's content in the component's text. */
  start: number;
  end: number;
  content: string;
  /** `ts` or `js` (from `lang`). */
  lang: "ts" | "js";
  setup: boolean;
}

/** `@vue/compiler-sfc`'s `parse`. */
export type SfcParse = typeof parse;

/** Loads the Vue compiler on first use: an app without components never pays for it. */
export async function loadSfcParser(): Promise<SfcParse> {
  return (await import("@vue/compiler-sfc")).parse;
}

/** The script blocks of a component, or the parse errors that keep it untouched. */
export function scriptBlocks(
  parse: SfcParse,
  text: string,
  filename: string,
): { blocks: ScriptBlock[] } | { error: string } {
  const { descriptor, errors } = parse(text, { filename, sourceMap: false });
  if (errors.length > 0) {
    const first = errors[0]!;
    return { error: typeof first === "string" ? first : first.message };
  }
  const blocks: ScriptBlock[] = [];
  for (const block of [descriptor.script, descriptor.scriptSetup]) {
    if (!block) continue;
    const lang = block.lang === "ts" || block.lang === "tsx" ? "ts" : "js";
    blocks.push({
      start: block.loc.start.offset,
      end: block.loc.end.offset,
      content: block.content,
      lang,
      setup: Boolean(block.setup),
    });
  }
  return { blocks };
}
