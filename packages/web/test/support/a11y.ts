// What the language and accessibility checks read off a page: its text as a person or a
// screen reader meets it, and axe-core's serious and critical findings.

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
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
