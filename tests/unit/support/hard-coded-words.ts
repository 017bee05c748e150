import ts from 'typescript';

/**
 * Finds words a person would read that a view spells out itself instead of taking them from its
 * screen's catalogue (src/words, ADR 0002): JSX text, strings given to attributes a person reads or
 * hears, strings inside the expressions a view renders, and sentences anywhere else in the module.
 */
export interface HardCodedWord {
  readonly line: number;
  readonly text: string;
}

/** Attributes whose value a person reads or a screen reader speaks (ours and the DOM's). */
const USER_VISIBLE_ATTRIBUTES = new Set([
  'action',
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'children',
  'current',
  'description',
  'detail',
  'emptyText',
  'eyebrow',
  'footer',
  'heading',
  'hint',
  'intro',
  'label',
  'lead',
  'legend',
  'message',
  'note',
  'placeholder',
  'subtitle',
  'summary',
  'tagline',
  'title',
]);

/** Text with a letter in it; punctuation, symbols, digits and emoji alone are not words. */
const hasLetters = (text: string) => /\p{L}/u.test(text);

/** How many words of two letters or more: 'of 5 jobs' has two. */
const wordCount = (text: string) => text.split(/\s+/).filter((part) => /\p{L}{2,}/u.test(part)).length;

/** A string a person would read: a capitalised word or more than one word, not an identifier-like key. */
function looksLikeWords(text: string): boolean {
  const trimmed = text.trim();
  if (!hasLetters(trimmed)) return false;
  if (/^[a-z][\w.-]*$/.test(trimmed)) return false; // 'loadFailed', 'user.submit', 'aria-hidden'
  if (/^[\w-]+\/[\w/$.-]*$|^\/[\w/$.-]*$/.test(trimmed)) return false; // paths: '/login', '/$category'
  if (/^#|^https?:|^mailto:|^tel:/.test(trimmed)) return false;
  return /^\p{Lu}/u.test(trimmed) || wordCount(trimmed) >= 2;
}

function stringsIn(node: ts.Node, out: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  else if (ts.isTemplateExpression(node)) {
    out.push(node);
    for (const span of node.templateSpans) stringsIn(span.expression, out);
    return;
  }
  // Types and the arguments of calls that are not words (matches('x'), send({ type })) are skipped by
  // looksLikeWords; a JSX element inside an expression is visited on its own.
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  ts.forEachChild(node, (child) => stringsIn(child, out));
}

/** A literal's text; a template's static parts joined, its ${…} parts standing as a space. */
const textOf = (node: ts.Node) =>
  ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
    : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : node.getText();

export function findHardCodedWords(fileName: string, source: string): HardCodedWord[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedWord[] = [];
  const seen = new Set<ts.Node>();
  const report = (node: ts.Node, text: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  const reportStrings = (expression: ts.Node) => {
    const strings: ts.Node[] = [];
    stringsIn(expression, strings);
    for (const node of strings) if (looksLikeWords(textOf(node))) report(node, textOf(node));
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // An error thrown for a developer (a route wired wrongly) is not read by a candidate.
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(file))) return;
    if (ts.isJsxText(node)) {
      if (hasLetters(node.text)) report(node, node.text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (USER_VISIBLE_ATTRIBUTES.has(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) {
          if (hasLetters(node.initializer.text)) report(node.initializer, node.initializer.text);
        } else reportStrings(node.initializer);
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportStrings(node.expression);
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      !isTypeOrKey(node) &&
      !isComparedOrKeyed(node)
    ) {
      // Words anywhere else in a view module: a constant, a default, a helper's return, a table's rows.
      const text = textOf(node);
      if (wordCount(text) >= 2 || /^\p{Lu}\p{Ll}+$/u.test(text.trim())) {
        if (looksLikeWords(text)) report(node, text);
      }
      if (ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.sort((a, b) => a.line - b.line);
}

/** `event.key === 'Escape'`, `case 'Enter':`, `record['Name']`: a string matched against, not shown. */
function isComparedOrKeyed(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    return (
      kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      kind === ts.SyntaxKind.EqualsEqualsToken ||
      kind === ts.SyntaxKind.ExclamationEqualsToken
    );
  }
  if (ts.isCallExpression(parent) && CODE_CALLS.test(parent.expression.getText())) return true;
  return ts.isCaseClause(parent) || ts.isElementAccessExpression(parent);
}

/** Calls whose string argument is code for the browser: a media query, a CSS selector, an event name. */
const CODE_CALLS =
  /(?:^|\.)(?:matchMedia|querySelector(?:All)?|closest|matches|getElementById|addEventListener|removeEventListener)$/;

/** Strings that name things rather than say them: types, class names, module paths. */
function isTypeOrKey(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isJsxAttribute(parent)) return !USER_VISIBLE_ATTRIBUTES.has(parent.name.getText());
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  return false;
}
