import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds every piece of SQL text that is not written out in the source: each `${...}` in the text
// of a `query(...)` or `copy.from/to(...)` call or of a statement made to be run elsewhere
// (`{ text, values }`), followed through local constants, and each text passed in from elsewhere. Values belong in the parameter array; what is found must be a constant.
export interface Interpolation {
  /** Path from the repository root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  /** The expression's source text, whitespace collapsed. */
  readonly expression: string;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Top-level `const X = <initializer>` declarations of a file. */
const moduleConstants = (source: ts.SourceFile): Map<string, ts.Expression> => {
  const found = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer) found.set(d.name.text, d.initializer);
  }
  return found;
};

/** The initializer of the `const` named `name` in a block around `node` (a `let` may change). */
const localConstant = (node: ts.Node, name: string): ts.Expression | null => {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return d.initializer;
    }
  }
  return null;
};

const isTextLike = (e: ts.Expression): boolean =>
  ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e);

const isLiteral = (e: ts.Expression): boolean =>
  ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isNumericLiteral(e);

export const scanFile = (root: string, file: string): Array<Interpolation> => {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = moduleConstants(source);
  const relative = path.relative(root, file).split(path.sep).join("/");
  const found: Array<Interpolation> = [];
  const report = (e: ts.Node) =>
    found.push({
      file: relative,
      line: source.getLineAndCharacterOfPosition(e.getStart()).line + 1,
      expression: collapse(e.getText(source)),
    });

  /** A module constant made only of literal text (an object of such texts counts too) is safe. */
  const isConstantText = (e: ts.Expression, seen = new Set<string>()): boolean => {
    if (isLiteral(e)) return true;
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
      return isConstantText(e.expression, seen);
    if (ts.isTemplateExpression(e)) return e.templateSpans.every((s) => isConstantText(s.expression, seen));
    if (ts.isConditionalExpression(e)) return isConstantText(e.whenTrue, seen) && isConstantText(e.whenFalse, seen);
    if (ts.isIdentifier(e)) {
      const init = localConstant(e, e.text) ?? constants.get(e.text);
      if (!init || seen.has(e.text)) return false;
      return isConstantText(init, new Set([...seen, e.text]));
    }
    if (ts.isObjectLiteralExpression(e))
      return e.properties.every((p) => ts.isPropertyAssignment(p) && isConstantText(p.initializer, seen));
    // CONSTANTS[key] where CONSTANTS is an object of constant texts: any key gives a constant.
    if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) return isConstantText(e.expression, seen);
    return false;
  };

  /** Reports each part of the SQL text `e` that is neither literal nor constant. */
  const checkText = (e: ts.Expression, followNames: boolean): void => {
    if (isConstantText(e)) return;
    if (ts.isParenthesizedExpression(e)) return checkText(e.expression, followNames);
    if (ts.isTemplateExpression(e)) {
      for (const span of e.templateSpans) checkText(span.expression, false);
      return;
    }
    if (ts.isConditionalExpression(e)) {
      checkText(e.whenTrue, followNames);
      checkText(e.whenFalse, followNames);
      return;
    }
    if (
      ts.isBinaryExpression(e) &&
      e.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (isTextLike(e.left) || isTextLike(e.right))
    ) {
      checkText(e.left, followNames);
      checkText(e.right, followNames);
      return;
    }
    // The whole text built a few lines up (`const text = ...; query(text)`): look at how.
    if (followNames && ts.isIdentifier(e)) {
      const init = localConstant(e, e.text);
      if (init) return checkText(init, false);
    }
    report(e);
  };

  // `query(text, ...)` anywhere, and the Database service's `copy.from(text, ...)`/`copy.to(text, ...)`.
  const isSqlCall = (callee: ts.Expression): boolean => {
    if (ts.isIdentifier(callee)) return callee.text === "query";
    if (!ts.isPropertyAccessExpression(callee)) return false;
    if (callee.name.text === "query") return true;
    const owner = callee.expression;
    return (
      (callee.name.text === "from" || callee.name.text === "to") &&
      ts.isPropertyAccessExpression(owner) &&
      owner.name.text === "copy"
    );
  };

  // A statement handed on to be run elsewhere (a pipeline, a stream read): `{ text, values }`.
  const statementText = (node: ts.ObjectLiteralExpression): ts.Expression | null => {
    const named = (name: string) =>
      node.properties.find(
        (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText(source) === name,
      );
    const text = named("text");
    return text && named("values") && ts.isPropertyAssignment(text) ? text.initializer : null;
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && isSqlCall(node.expression))
      checkText(node.arguments[0]!, true);
    if (ts.isObjectLiteralExpression(node)) {
      const text = statementText(node);
      if (text) checkText(text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** Every .ts file under `dirs`, skipping tests and scratch files. */
export const sourceFiles = (root: string, dirs: ReadonlyArray<string>): Array<string> =>
  dirs
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter(
          (f) =>
            f.endsWith(".ts") &&
            !f.endsWith(".test.ts") &&
            !f.endsWith(".tmp.ts") &&
            !f.split(path.sep).includes("node_modules"),
        )
        .map((f) => path.join(root, dir, f)),
    )
    .sort();
