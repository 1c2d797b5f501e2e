// A unified diff of two texts (what `--dry-run` prints), by the longest common subsequence of
// their lines, with three lines of context.

type Op = { kind: " " | "-" | "+"; line: string; a: number; b: number };

function lineOps(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: LCS length of a[i..] and b[j..]
  const lengths: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push({ kind: " ", line: a[i]!, a: i++, b: j++ });
    else if (i < n && (j >= m || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      ops.push({ kind: "-", line: a[i]!, a: i++, b: j });
    } else ops.push({ kind: "+", line: b[j]!, a: i, b: j++ });
  }
  return ops;
}

/** The lines of `text`, without the empty one after a final newline. */
function linesOf(text: string): string[] {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** The unified diff of `before` -> `after` for `name` (empty when equal). */
export function unifiedDiff(name: string, before: string, after: string, context = 3): string {
  if (before === after) return "";
  const ops = lineOps(linesOf(before), linesOf(after));
  const out = [`--- a/${name}`, `+++ b/${name}`];
  let k = 0;
  while (k < ops.length) {
    if (ops[k]!.kind === " ") {
      k++;
      continue;
    }
    const start = Math.max(0, k - context);
    let end = k;
    // extend the hunk while changes are closer than 2 * context lines
    while (end < ops.length) {
      let next = end;
      while (next < ops.length && ops[next]!.kind === " ") next++;
      if (next >= ops.length || next - end > 2 * context) break;
      while (next < ops.length && ops[next]!.kind !== " ") next++;
      end = next;
    }
    const stop = Math.min(ops.length, end + context);
    const hunk = ops.slice(start, stop);
    const aCount = hunk.filter((op) => op.kind !== "+").length;
    const bCount = hunk.filter((op) => op.kind !== "-").length;
    const aStart = hunk[0]!.a + (aCount > 0 ? 1 : 0);
    const bStart = hunk[0]!.b + (bCount > 0 ? 1 : 0);
    out.push(`@@ -${aStart},${aCount} +${bStart},${bCount} @@`);
    for (const op of hunk) out.push(`${op.kind}${op.line}`);
    k = stop;
  }
  return `${out.join("\n")}\n`;
}

/**
 * Where a place in `after` is in `before` (1-based): a line both texts have keeps its column; a
 * line `after` changed goes to the line it replaced, its column to where the word at the place is in
 * that line (else the same column, within the line).
 */
export function placeBefore(
  before: string,
  after: string,
): (place: { line: number; column: number }) => { line: number; column: number } {
  const a = linesOf(before);
  const b = linesOf(after);
  const ops = lineOps(a, b);
  // for each line of after: the line of before it is (" "), or replaced (the k-th "+" of a run of
  // changes takes the k-th "-" of that run, else the run's last "-", else the line it was added at)
  const lineOf = new Map<number, { line: number; same: boolean }>();
  for (let k = 0; k < ops.length;) {
    const op = ops[k]!;
    if (op.kind === " ") {
      lineOf.set(op.b, { line: op.a, same: true });
      k++;
      continue;
    }
    const removed: number[] = [];
    const added: number[] = [];
    for (; k < ops.length && ops[k]!.kind !== " "; k++) {
      if (ops[k]!.kind === "-") removed.push(ops[k]!.a);
      else added.push(ops[k]!.b);
    }
    added.forEach((line, index) => {
      const replaced = removed[Math.min(index, removed.length - 1)];
      lineOf.set(line, {
        line: replaced ?? Math.min(op.a, Math.max(0, a.length - 1)),
        same: false,
      });
    });
  }
  return (place) => {
    const found = lineOf.get(place.line - 1);
    if (!found) return place;
    if (found.same) return { line: found.line + 1, column: place.column };
    const word = /^[\w$.]+/.exec((b[place.line - 1] ?? "").slice(place.column - 1))?.[0];
    const text = a[found.line] ?? "";
    const at = word ? text.indexOf(word) : -1;
    const column = at >= 0 ? at + 1 : Math.min(place.column, text.length + 1);
    return { line: found.line + 1, column: Math.max(1, column) };
  };
}
