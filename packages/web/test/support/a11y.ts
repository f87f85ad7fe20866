// What the language and accessibility checks read off a page: its text as a person or a
// screen reader meets it, and axe-core's serious and critical findings.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** `s` as a regular expression that matches it literally. */
export const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Counts words (a phrase of two or more is worth checking for). */
export const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/** A character no catalog uses: calling a text function with it splits out its fixed parts. */
export const MARK = '\u0001';

/**
 * The page's text as a person or a screen reader meets it: shown text, labels, titles,
 * placeholders, alt texts and SVG titles, less whatever is marked English on purpose
 * (`lang="en"`: the engine's sentences, which cite rule numbers).
 */
export const pageText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const english = [...document.querySelectorAll<HTMLElement>('body [lang="en"]')];
    const was = english.map((e) => e.style.display);
    for (const e of english) e.style.display = 'none';
    const named = '[aria-label], [title], [placeholder], [alt]';
    const attrs = [...document.body.querySelectorAll(named)]
      .filter((e) => !e.closest('[lang="en"]'))
      .flatMap((e) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''),
      );
    const svg = [...document.body.querySelectorAll('svg title, svg desc')].map(
      (e) => e.textContent ?? '',
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, not hidden parts
    const text = document.body.innerText;
    english.forEach((e, i) => {
      e.style.display = was[i] ?? '';
    });
    return [text, ...attrs, ...svg].join('\n');
  });

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[]; html: string }[] }[];
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical accessibility problems (axe-core) on the page, or inside `selector`. */
export async function axeProblems(page: Page, selector?: string): Promise<string[]> {
  // Evaluated by the test's own hand, which the page's policy does not govern: a <script>
  // tag added to the page (addScriptTag) would be refused as an inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run: (d: Document | string, o: object) => Promise<AxeResult> };
      }
    ).axe;
    const result = await axe.run(within ?? document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
            .join(' | ')}`,
      );
  }, selector);
}

/** A catalog: each key's text, or a function of the text's parameters. */
export type Catalog = Readonly<Record<string, unknown>>;

/** An English phrase, and the catalog key it comes from. */
export interface Phrase {
  readonly key: string;
  readonly phrase: string;
}

/** A catalog entry as text: a string, or a function called with `arg` for each parameter. */
export function say(value: unknown, arg: number | string): string {
  if (typeof value === 'string') return value;
  const fn = value as (...a: (number | string)[]) => string;
  return fn(...Array.from({ length: fn.length }, () => arg));
}

/**
 * The English phrases of `english` that must not show in the language of `other`: each value
 * of two or more words that its translation does not also say; a function's value with
 * `sample` for each parameter, and each fixed part of it (between its parameters) of two or
 * more words.
 */
export function untranslated(english: Catalog, other: Catalog, sample: number | string): Phrase[] {
  const found: Phrase[] = [];
  for (const [key, en] of Object.entries(english)) {
    const translated = other[key];
    const phrases = [say(en, sample)];
    if (typeof en === 'function') phrases.push(...say(en, MARK).split(MARK));
    const theirs = `${say(translated, sample)} ${typeof translated === 'function' ? say(translated, MARK) : ''}`;
    for (const phrase of new Set(phrases.map((p) => p.trim())))
      if (words(phrase) >= 2 && !theirs.includes(phrase)) found.push({ key, phrase });
  }
  return found;
}

/** Each of the `english` phrases that `text` shows as words of their own, as `screen`'s problem. */
export const englishShown = (text: string, english: readonly Phrase[], screen: string): string[] =>
  english
    .filter(({ phrase }) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${literal(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text),
    )
    .map(({ key, phrase }) => `${screen}: English "${phrase}" (${key})`);
