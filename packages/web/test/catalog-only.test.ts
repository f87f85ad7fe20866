// Every word a person reads comes from the catalogs (src/i18n), so it exists in all four
// languages: no component may write a visible word itself. The components' source is read
// with the TypeScript parser, and any JSX text, string child or visible attribute (title,
// aria-label, placeholder, alt, ...) that holds a letter fails, unless it is on the short list
// below of what reads the same in every language.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** Attributes whose value is read or heard by a person. */
const VISIBLE = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'alt',
  'label',
  'value-text',
]);

/**
 * The same in every language: the game's name (also as printed on the cards' backs, with its
 * monogram K), and the keys' letters shown on buttons (P pass, T take, I hint: the keyboard's
 * keys, whatever the language).
 */
const SAME_EVERYWHERE = new Set(['Kaschlan', 'KASCHLAN', 'K', 'P', 'T', 'I']);

const hasWord = (text: string): boolean => /\p{L}/u.test(text);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? tsxFiles(join(dir, e.name))
      : e.name.endsWith('.tsx')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The literal text of an expression that is only a string (no variables), else null. */
function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

/** "file:line text" for each hard-coded visible word in one source file. */
export function hardCodedWords(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, words: string) => {
    const clean = words.replace(/\s+/g, ' ').trim();
    if (!hasWord(clean) || SAME_EVERYWHERE.has(clean)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${file}:${line} ${JSON.stringify(clean)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const words = literalText(node.expression);
      if (words !== null) report(node, words);
    } else if (ts.isJsxAttribute(node) && VISIBLE.has(node.name.getText(source))) {
      const init = node.initializer;
      const words = !init
        ? null
        : ts.isStringLiteral(init)
          ? init.text
          : ts.isJsxExpression(init) && init.expression
            ? literalText(init.expression)
            : null;
      if (words !== null) report(node, words);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words on screen', () => {
  it('come from the catalogs, in every component', () => {
    const found = tsxFiles(SRC).flatMap((file) =>
      hardCodedWords(relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('are caught in JSX text, string children and visible attributes', () => {
    const sample = [
      'export const A = () => (',
      // A template's fixed words count too ("Hello" around a name).
      '  <div title="Look here" aria-label={`Hello $' + '{name}`}>',
      '    Review',
      "    {'Watch'}",
      '    <b alt="♥">{t("ok")}</b>',
      '    <kbd>P</kbd>',
      '  </div>',
      ');',
    ].join('\n');
    expect(hardCodedWords('sample.tsx', sample)).toEqual([
      'sample.tsx:2 "Look here"',
      'sample.tsx:2 "Hello"',
      'sample.tsx:3 "Review"',
      'sample.tsx:4 "Watch"',
    ]);
  });
});
