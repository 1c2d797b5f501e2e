// The first step over one script: every reference to the existing client's module becomes the
// compatibility package's, and nothing else changes. It needs no types: a reference is a string,
// wherever it is (an import or re-export, `require`, `import()`, `import type`, `typeof import()`,
// `declare module`, a `vi.mock`/`jest.mock` name, an alias key in a Vite or Vitest config, an entry
// of `optimizeDeps`), a regular expression naming the module, a JSDoc `import("...")` type or a
// `/// <reference types>` directive. A path into the old package's folder is reported: the new
// package has other files.
import ts from "typescript";
import type { Change, Edit, Finding } from "./context";
import { MESSAGES } from "./messages";
import { OLD_PACKAGE } from "./names";
import { mentionIn, mentionInRegExp } from "./specifiers";

/** What the first step found in one script. */
export interface ReferenceResult {
  edits: Edit[];
  changes: Change[];
  findings: Finding[];
}

/** What a string literal is, for the report: an import, a mock, an alias... */
function roleOf(node: ts.Node, parent: ts.Node): string {
  if (ts.isImportDeclaration(parent)) return "import";
  if (ts.isExportDeclaration(parent)) return "re-export";
  if (ts.isExternalModuleReference(parent)) return "import = require()";
  if (ts.isModuleDeclaration(parent)) return "declare module";
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return "import() type";
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    if (callee.kind === ts.SyntaxKind.ImportKeyword) return "import()";
    if (ts.isIdentifier(callee)) return `${callee.text}()`;
    if (ts.isPropertyAccessExpression(callee)) return `${callee.getText(node.getSourceFile())}()`;
  }
  if (ts.isPropertyAssignment(parent) && parent.name === node) return "key";
  return "string";
}

/** Rewrites every reference to the existing client's module in `sf` (see the file's head). */
export function swapReferences(sf: ts.SourceFile): ReferenceResult {
  const result: ReferenceResult = { edits: [], changes: [], findings: [] };
  const at = (position: number) => {
    const { line, character } = sf.getLineAndCharacterOfPosition(position);
    return { line: line + 1, column: character + 1 };
  };
  const rewrite = (start: number, end: number, text: string, what: string) => {
    result.edits.push({ start, end, text });
    result.changes.push({ ...at(start), what });
  };
  const literal = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral, parent: ts.Node) => {
    const mention = mentionIn(node.text);
    const start = node.getStart(sf);
    if (mention.kind === "module" || mention.kind === "pattern") {
      const quote = sf.text[start]!;
      const role = roleOf(node, parent);
      rewrite(
        start,
        node.getEnd(),
        `${quote}${mention.text}${quote}`,
        `${role}: ${node.text} -> ${mention.text}`,
      );
    } else if (mention.kind === "path") {
      result.findings.push({ ...at(start), why: MESSAGES.oldPackagePath(node.text) });
    } else if (mention.kind === "unmapped") {
      result.findings.push({ ...at(start), why: MESSAGES.unmappedPath(mention.specifier) });
    }
  };
  // parents by hand: a JSON file's tree (tsconfig) is parsed without parent links
  const visit = (node: ts.Node, parent: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal(node, parent);
    else if (ts.isRegularExpressionLiteral(node)) {
      const rewritten = mentionInRegExp(node.text);
      if (rewritten !== undefined) {
        rewrite(
          node.getStart(sf),
          node.getEnd(),
          rewritten,
          `pattern: ${node.text} -> ${rewritten}`,
        );
      }
    }
    ts.forEachChild(node, (child) => visit(child, node));
  };
  visit(sf, sf);
  commentReferences(sf, result, rewrite);
  return result;
}

/** `import("@pitcher/js-api").X` in JSDoc and `/// <reference types="@pitcher/js-api" />`. */
function commentReferences(
  sf: ts.SourceFile,
  result: ReferenceResult,
  rewrite: (start: number, end: number, text: string, what: string) => void,
): void {
  if (!sf.text.includes(OLD_PACKAGE)) return;
  const name = OLD_PACKAGE.replace(/[/.]/g, "\\$&");
  const pattern = new RegExp(
    `(import\\(\\s*|<reference\\s+(?:types|path)\\s*=\\s*)(["'])(${name}(?:/[^"']*)?)\\2`,
    "g",
  );
  for (const range of commentRanges(sf)) {
    const start = range.pos;
    const comment = sf.text.slice(range.pos, range.end);
    for (const match of comment.matchAll(pattern)) {
      const mention = mentionIn(match[3]!);
      const offset = start + match.index + match[1]!.length;
      if (mention.kind !== "module") {
        if (mention.kind === "unmapped") {
          const { line, character } = sf.getLineAndCharacterOfPosition(offset);
          result.findings.push({
            line: line + 1,
            column: character + 1,
            why: MESSAGES.unmappedPath(match[3]!),
          });
        }
        continue;
      }
      const quote = match[2]!;
      rewrite(
        offset,
        offset + match[3]!.length + 2,
        `${quote}${mention.text}${quote}`,
        `comment type reference: ${match[3]} -> ${mention.text}`,
      );
    }
  }
}

/** Every comment that leads a node of `sf` (JSDoc, directives, line comments), each once. */
function commentRanges(sf: ts.SourceFile): ts.CommentRange[] {
  const seen = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node): void => {
    for (const range of ts.getLeadingCommentRanges(sf.text, node.pos) ?? []) {
      seen.set(range.pos, range);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const range of ts.getLeadingCommentRanges(sf.text, sf.endOfFileToken.pos) ?? []) {
    seen.set(range.pos, range);
  }
  return [...seen.values()];
}
