// @ts-check
// What the last BENCHMARKS.md says of each benchmark, read back so that `npm run bench -- --only
// size --write` rewrites the benchmarks it ran and keeps the others' last section, goal rows and
// notes as they were (a full run takes hours; one benchmark's figures should not cost the rest).

/**
 * One goal row of the last run, as its table and its "Goals not met" list gave it.
 * @typedef {object} PreviousGoal
 * @property {string} measured
 * @property {string} status - the status cell: `met`, `**NOT MET**`, `not run` or a free status
 * @property {string} [note] - the "Goals not met" line of that goal
 */

/** The cells of one markdown table row, `\|` read back as `|`. @param {string} line */
const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replaceAll("\\|", "|"));

/**
 * The goal rows of the last BENCHMARKS.md by their goal's text (its "Goals" table), each with the
 * note its "Goals not met" list gave.
 * @param {string} text
 * @returns {Map<string, PreviousGoal>}
 */
export function previousGoals(text) {
  /** @type {Map<string, PreviousGoal>} */
  const goals = new Map();
  const table = text.split(/^## Goals\b.*$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
  for (const line of table
    .split("\n")
    .filter((l) => l.startsWith("|"))
    .slice(2)) {
    const [goal = "", measured = "", status = ""] = cells(line);
    goals.set(goal, { measured, status });
  }
  const notes = text.split(/^### Goals not met.*$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
  for (const [, goal = "", note] of notes.matchAll(/^- \*\*(.+?)\*\*: (.*)$/gm)) {
    const row = goals.get(goal);
    if (row) row.note = note;
  }
  return goals;
}

/**
 * The body of each generated section of the last BENCHMARKS.md (what follows its
 * `` `npm run bench:<name>`. `` lead, or its title where a hand edit dropped the lead), by name.
 * @param {string} text
 * @param {readonly { name: string, title: string }[]} suite
 * @returns {Map<string, string>}
 */
export function previousSections(text, suite) {
  /** @type {Map<string, string>} */
  const sections = new Map();
  for (const part of text.split(/^(?=###? )/m)) {
    const title = part.slice(0, part.indexOf("\n")).replace(/^#+ /, "").trim();
    const b = suite.find((s) => s.title === title);
    if (!b) continue;
    // (a section written by hand may lack the lead: then its whole body is kept)
    const lead = `\`npm run bench:${b.name}\`.`;
    const at = part.indexOf(lead);
    const body = at >= 0 ? part.slice(at + lead.length) : part.slice(part.indexOf("\n"));
    sections.set(b.name, body.trimEnd());
  }
  return sections;
}

/**
 * `goal` (a benchmark's row for a run that did not run it) as the last run measured it; as it is
 * when the last run has no row of that goal.
 * @param {import("./measure.mjs").Goal} goal
 * @param {Map<string, PreviousGoal>} previous
 * @returns {import("./measure.mjs").Goal}
 */
export function keptGoal(goal, previous) {
  const row = previous.get(goal.goal);
  if (!row) return goal;
  const met = row.status === "met" ? true : row.status === "**NOT MET**" ? false : undefined;
  const status = met === undefined ? row.status : undefined;
  return { ...goal, measured: row.measured, met, status, note: row.note };
}
