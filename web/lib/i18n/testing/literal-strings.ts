import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds words a reader would see that are written into the code instead of a catalog: text
// between JSX tags, words in the attributes that show or announce text, and words in the fields
// of a toast or message object. Numbers, punctuation and symbols alone are not words.
const SHOWN_ATTRIBUTES = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "alt",
  "hint",
  "description",
  "documentTitle",
  "message",
  "errorMessage",
  "empty",
  "confirmLabel",
  "cancelLabel",
]);
const SHOWN_FIELDS = new Set(["title", "description", "message", "label", "hint"]);
const WORD = /\p{L}{2,}/u;
// CSS lengths ("0.9375rem") share field names with words (a type scale's `label`).
// A catalog key ("nav.dashboard") names words; it is not one.
const KEY = /^[a-z][A-Za-z0-9]*(\.[a-zA-Z0-9]+)+$/;
const LENGTH = /^-?[\d.]+(rem|em|px|vh|vw|dvh|%)$/;

export type Literal = { file: string; line: number; text: string };

export function literalsIn(file: string, source: string): Literal[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!WORD.test(text) || LENGTH.test(text.trim()) || KEY.test(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file, line: line + 1, text: text.trim().slice(0, 60) });
  };
  // The words an expression can evaluate to: literals, and the branches of ?:, ||, ?? and &&
  // and the text of a template; a call's arguments are its own business (t("key")).
  const reportShown = (expression: ts.Expression): void => {
    if (ts.isStringLiteralLike(expression)) report(expression, expression.text);
    else if (ts.isTemplateExpression(expression)) {
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(" "),
      );
    } else if (ts.isParenthesizedExpression(expression)) reportShown(expression.expression);
    else if (ts.isConditionalExpression(expression)) {
      reportShown(expression.whenTrue);
      reportShown(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.AmpersandAmpersandToken
      ) {
        reportShown(expression.left);
        reportShown(expression.right);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) reportShown(value.expression);
    } else if (ts.isJsxExpression(node) && node.expression) {
      if (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) reportShown(node.expression);
    } else if (ts.isPropertyAssignment(node) && SHOWN_FIELDS.has(node.name.getText(sourceFile))) {
      reportShown(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every source file of the web app a reader's words could be in (tests and scripts aside). */
export function webSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["scripts", "public", "testing", "locales"].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        files.push(full);
      }
    }
  };
  walk(root);
  return files.sort();
}
