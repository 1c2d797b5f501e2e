// The questions `hostbridge init` asks in a terminal (never when stdin or stderr is not a terminal,
// or `CI` is set): the app's name, and the template when `--template` is not given, as `npm create
// vite` does. Lines are read from one iterator over stdin, released when init is done.
import type { CliIo } from "../io";

/** Asks one question and resolves the answer's first line, trimmed. */
export type Ask = (question: string) => Promise<string>;

/** An open line reader over stdin. */
export interface LineReader {
  ask: Ask;
  /** Stops reading stdin (a terminal's stream is released, so the process can exit). */
  close(): void;
}

/** Reads answers line by line from `io.stdin`, writing the questions to stderr. */
export function openLines(io: Pick<CliIo, "stdin" | "stderr">): LineReader {
  let iterator: AsyncIterator<string | Buffer> | undefined;
  let buffered = "";
  return {
    async ask(question) {
      io.stderr.write(question);
      iterator ??= io.stdin[Symbol.asyncIterator]();
      while (!buffered.includes("\n")) {
        const next = await iterator.next();
        if (next.done) break;
        buffered += typeof next.value === "string" ? next.value : next.value.toString("utf8");
      }
      const end = buffered.indexOf("\n");
      const line = end < 0 ? buffered : buffered.slice(0, end);
      buffered = end < 0 ? "" : buffered.slice(end + 1);
      return line.trim();
    },
    close() {
      void iterator?.return?.();
      iterator = undefined;
    },
  };
}

/**
 * Asks which template to write: a numbered list of `templates` (name: description), answered by
 * number or name; an empty answer takes `fallback`. Asks again (three times in all) after an
 * answer that names no template, then takes `fallback`.
 */
export async function askTemplate(
  ask: Ask,
  templates: Readonly<Record<string, string>>,
  fallback: string,
): Promise<string> {
  const names = Object.keys(templates);
  const menu = names
    .map(
      (name, i) =>
        `  ${i + 1}. ${name}${name === fallback ? " (default)" : ""}: ${templates[name]}\n`,
    )
    .join("");
  let question = `which template?\n${menu}template (${fallback}): `;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = (await ask(question)).toLowerCase();
    if (answer === "") return fallback;
    const byNumber = /^\d+$/.test(answer) ? names[Number(answer) - 1] : undefined;
    const chosen = byNumber ?? names.find((name) => name === answer);
    if (chosen) return chosen;
    question = `"${answer}" is not a template: answer 1-${names.length} or a name (${names.join(", ")}): `;
  }
  return fallback;
}
