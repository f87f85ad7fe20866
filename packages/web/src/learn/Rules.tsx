// The rules page (/rules): our players' rule text, drawn from its Markdown with an anchor for
// every rule number (/rules#R4.3 scrolls there, so refusals can link to their rule), pictures
// of real cards beside the rules they show (figures.tsx), and a contents list. The text is in
// the page's language: English is docs/RULES.md; the others (learn/rules/RULES.*.md, ours too,
// with the same structure and rule numbers) load when first needed. Where a page names what
// the screens show (an option, a preset, a button), it takes the glossary's word: a translation
// by its {{word}} slots (page-words.ts); docs/RULES.md, read on GitHub too, has the English
// words written out, held to the glossary by test/glossary.test.ts.

import { signal } from '@preact/signals';
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useLayoutEffect } from 'preact/hooks';
import english from '../../../../docs/RULES.md?raw';
import { catalogOf, type Lang, lang, t } from '../i18n';
import { route } from '../state/route';
import { settings } from '../state/settings';
import { CardChip } from '../table/CardChip';
import { FIGURES } from './figures';
import { LearnHeader } from './LearnHeader';
import {
  anchorsOf,
  type Block,
  parseBlocks,
  parseInline,
  type Span,
  type Spot,
  slug,
} from './markdown';
import { fillWords } from './page-words';

export { openRule, RuleText, ruleLink, rulesCited } from './rule-link';

/** A rule text read for the page: its blocks, where each rule is anchored, its contents. */
interface Doc {
  readonly blocks: readonly Block[];
  readonly anchors: ReadonlyMap<string, Spot>;
  /** The rule numbers anchored at each spot ("block:item"), in rule order. */
  readonly at: ReadonlyMap<string, readonly string[]>;
  readonly contents: readonly { id: string; text: string }[];
}

const idsIn = (doc: Doc, block: number, item: number | null = null): readonly string[] =>
  doc.at.get(`${block}:${item ?? ''}`) ?? [];

function docOf(source: string): Doc {
  const blocks = parseBlocks(source);
  const anchors = anchorsOf(blocks);
  const at = new Map<string, string[]>();
  for (const [id, spot] of anchors) {
    const key = `${spot.block}:${spot.item ?? ''}`;
    at.set(key, [...(at.get(key) ?? []), id]);
  }
  const doc: Doc = { blocks, anchors, at, contents: [] };
  const contents = blocks.flatMap((b, index) =>
    b.type === 'heading' && b.level === 2
      ? [{ id: idsIn(doc, index)[0] ?? slug(b.text), text: b.text.replace(/\s*\(.*?\)\s*$/, '') }]
      : [],
  );
  return { ...doc, contents };
}

/** The other languages' texts, each its own small chunk. */
const SOURCES: Record<Exclude<Lang, 'en'>, () => Promise<{ default: string }>> = {
  de: () => import('./rules/RULES.de.md?raw'),
  sv: () => import('./rules/RULES.sv.md?raw'),
  pl: () => import('./rules/RULES.pl.md?raw'),
};

/** The texts read so far, by language. */
const docs = signal<Partial<Record<Lang, Doc>>>({ en: docOf(english) });

function loadDoc(l: Lang): void {
  if (l === 'en' || docs.value[l]) return;
  Promise.all([SOURCES[l](), catalogOf(l)]).then(
    ([m, words]) =>
      (docs.value = { ...docs.value, [l]: docOf(fillWords(m.default, (k) => words[k])) }),
    // The chunk did not load (offline before it was cached): the English text stands in.
    () => (docs.value = { ...docs.value, [l]: docs.value.en }),
  );
}

function Spans(props: { spans: readonly Span[]; links: boolean; doc: Doc }): JSX.Element {
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  return (
    <>
      {props.spans.map((span, i) => {
        switch (span.t) {
          case 'text':
            return span.s;
          case 'code':
            return <code key={i}>{span.s}</code>;
          case 'strong':
            return (
              <strong key={i}>
                <Spans spans={span.c} links={props.links} doc={props.doc} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Spans spans={span.c} links={props.links} doc={props.doc} />
              </em>
            );
          case 'card':
            return <CardChip key={i} card={span.card} style={style} />;
          case 'rule':
            return props.links && props.doc.anchors.has(span.id) ? (
              <a key={i} class="rule-ref" href={`#${span.id}`}>
                {span.id}
              </a>
            ) : (
              span.id
            );
        }
        return null;
      })}
    </>
  );
}

const Text = (props: { text: string; links?: boolean; doc: Doc }) => (
  <Spans spans={parseInline(props.text)} links={props.links ?? true} doc={props.doc} />
);

/** Anchors beyond an element's own id: empty spans that a link can still aim at. */
const Extra = (props: { ids: readonly string[] }) => (
  <>
    {props.ids.slice(1).map((id) => (
      <span key={id} id={id} class="rule-anchor" />
    ))}
  </>
);

/** Pictures for the rules anchored at a spot. */
const Figures = (props: { ids: readonly string[] }) => (
  <>
    {props.ids.map((id) => {
      const Figure = FIGURES[id];
      return Figure ? <Figure key={`fig-${id}`} /> : null;
    })}
  </>
);

function Heading(props: {
  block: Extract<Block, { type: 'heading' }>;
  ids: readonly string[];
  doc: Doc;
}) {
  const { block, ids, doc } = props;
  const H = `h${Math.min(block.level, 4)}` as 'h1' | 'h2' | 'h3' | 'h4';
  const id = ids[0] ?? (block.level > 1 ? slug(block.text) : undefined);
  return (
    <H id={id} class={ids.length > 0 ? 'rule-block' : undefined}>
      <Extra ids={ids} />
      <Text text={block.text} links={false} doc={doc} />
    </H>
  );
}

function BlockView(props: { block: Block; index: number; doc: Doc }): JSX.Element {
  const { block, index, doc } = props;
  const ids = idsIn(doc, index);
  const anchored = ids.length > 0 ? 'rule-block' : undefined;
  switch (block.type) {
    case 'heading':
      return <Heading block={block} ids={ids} doc={doc} />;
    case 'para':
      return (
        <p id={ids[0]} class={anchored}>
          <Extra ids={ids} />
          <Text text={block.text} doc={doc} />
        </p>
      );
    case 'quote':
      return (
        <blockquote>
          <p>
            <Text text={block.text} doc={doc} />
          </p>
        </blockquote>
      );
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
    case 'table':
      return (
        <div class="table-wrap" id={ids[0]}>
          <table>
            <thead>
              <tr>
                {block.head.map((h, i) => (
                  <th key={i} style={{ textAlign: block.align[i] ?? undefined }}>
                    <Text text={h} doc={doc} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} style={{ textAlign: block.align[i] ?? undefined }}>
                      <Text text={cell} doc={doc} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'list': {
      const items = block.items.map((text, item) => {
        const here = idsIn(doc, index, item);
        return (
          <li key={item} id={here[0]} class={here.length > 0 ? 'rule-block' : undefined}>
            <Extra ids={here} />
            <Text text={text} doc={doc} />
            <Figures ids={here} />
          </li>
        );
      });
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

/** The blocks, each followed by its pictures (after the table that goes with it, if any). */
function Document(props: { doc: Doc }) {
  const { doc } = props;
  const out: ComponentChildren[] = [];
  let pending: string[] = [];
  doc.blocks.forEach((block, index) => {
    out.push(<BlockView key={index} block={block} index={index} doc={doc} />);
    if (block.type !== 'list') pending.push(...idsIn(doc, index));
    const next = doc.blocks[index + 1];
    if (pending.length > 0 && next?.type !== 'table') {
      out.push(<Figures key={`figs-${index}`} ids={pending} />);
      pending = [];
    }
  });
  return <>{out}</>;
}

/**
 * Scroll to the rule the address names and mark it, now, whenever the #fragment changes, and
 * when the text is drawn anew (in another language).
 */
function useRuleInView(doc: Doc | undefined): void {
  const r = route.value;
  useLayoutEffect(() => {
    const show = () => {
      let id = '';
      try {
        id = decodeURIComponent(location.hash.slice(1));
      } catch {
        return;
      }
      for (const el of document.querySelectorAll('.rule-current'))
        el.classList.remove('rule-current');
      const el = id ? document.getElementById(id) : null;
      if (!el) return;
      const block = el.classList.contains('rule-anchor') ? el.parentElement : el;
      block?.classList.add('rule-current');
      // The rule gets the focus too, so the keyboard and a screen reader go on from there.
      if (block && !block.hasAttribute('tabindex')) block.tabIndex = -1;
      block?.focus({ preventScroll: true });
      // Scroll the page's text box only (scrollIntoView would move the whole page too).
      const box = el.closest<HTMLElement>('.learn');
      if (box)
        box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top - 12;
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [r, doc]);
}

export function Rules(_props: Record<string, unknown>) {
  const l = lang.value;
  const doc = docs.value[l];
  useEffect(() => loadDoc(l), [l]);
  useRuleInView(doc);
  return (
    <>
      <LearnHeader title={t('learn.rules.title')} />
      <main class="learn rules" data-screen="rules" lang={doc === docs.value.en ? 'en' : l}>
        {doc ? (
          <div class="rules-layout">
            <nav class="rules-toc" aria-label={t('learn.rules.contents')}>
              <h2>{t('learn.rules.contents')}</h2>
              <ol>
                {doc.contents.map((c) => (
                  <li key={c.id}>
                    <a href={`#${c.id}`}>{c.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <article class="rules-text">
              <Document doc={doc} />
            </article>
          </div>
        ) : (
          <p class="rules-loading" aria-busy="true">
            {t('learn.rules.loading')}
          </p>
        )}
      </main>
    </>
  );
}
