// The rules page (/rules): our players' rule text, docs/RULES.md, drawn from its Markdown with
// an anchor for every rule number (/rules#R4.3 scrolls there, so refusals can link to their
// rule), pictures of real cards beside the rules they show (figures.tsx), and a contents list.

import type { ComponentChildren, JSX } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import source from '../../../../docs/RULES.md?raw';
import { route } from '../state/route';
import { settings } from '../state/store';
import { CardChip } from '../table/CardChip';
import { FIGURES } from './figures';
import { LearnHeader } from './LearnHeader';
import { anchorsOf, type Block, parseBlocks, parseInline, type Span, slug } from './markdown';

export { openRule, RuleText, ruleLink, rulesCited } from './rule-link';

const BLOCKS = parseBlocks(source);
const ANCHORS = anchorsOf(BLOCKS);

/** The rule numbers anchored at each spot ("block:item"), in rule order. */
const AT = new Map<string, string[]>();
for (const [id, spot] of ANCHORS) {
  const key = `${spot.block}:${spot.item ?? ''}`;
  AT.set(key, [...(AT.get(key) ?? []), id]);
}
const idsAt = (block: number, item: number | null = null): string[] =>
  AT.get(`${block}:${item ?? ''}`) ?? [];

/** Every anchor on the page: R1 … R8.4, E1 … (for tests and other screens). */
export const RULE_ANCHORS: readonly string[] = [...ANCHORS.keys()];

function Spans(props: { spans: readonly Span[]; links: boolean }): JSX.Element {
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
                <Spans spans={span.c} links={props.links} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Spans spans={span.c} links={props.links} />
              </em>
            );
          case 'card':
            return <CardChip key={i} card={span.card} style={style} />;
          case 'rule':
            return props.links && ANCHORS.has(span.id) ? (
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

const Text = (props: { text: string; links?: boolean }) => (
  <Spans spans={parseInline(props.text)} links={props.links ?? true} />
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

function Heading(props: { block: Extract<Block, { type: 'heading' }>; ids: string[] }) {
  const { block, ids } = props;
  const H = `h${Math.min(block.level, 4)}` as 'h1' | 'h2' | 'h3' | 'h4';
  const id = ids[0] ?? (block.level > 1 ? slug(block.text) : undefined);
  return (
    <H id={id} class={ids.length > 0 ? 'rule-block' : undefined}>
      <Extra ids={ids} />
      <Text text={block.text} links={false} />
    </H>
  );
}

function BlockView(props: { block: Block; index: number }): JSX.Element {
  const { block, index } = props;
  const ids = idsAt(index);
  const anchored = ids.length > 0 ? 'rule-block' : undefined;
  switch (block.type) {
    case 'heading':
      return <Heading block={block} ids={ids} />;
    case 'para':
      return (
        <p id={ids[0]} class={anchored}>
          <Extra ids={ids} />
          <Text text={block.text} />
        </p>
      );
    case 'quote':
      return (
        <blockquote>
          <p>
            <Text text={block.text} />
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
                    <Text text={h} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} style={{ textAlign: block.align[i] ?? undefined }}>
                      <Text text={cell} />
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
        const here = idsAt(index, item);
        return (
          <li key={item} id={here[0]} class={here.length > 0 ? 'rule-block' : undefined}>
            <Extra ids={here} />
            <Text text={text} />
            <Figures ids={here} />
          </li>
        );
      });
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

/** The blocks, each followed by its pictures (after the table that goes with it, if any). */
function Document() {
  const out: ComponentChildren[] = [];
  let pending: string[] = [];
  BLOCKS.forEach((block, index) => {
    out.push(<BlockView key={index} block={block} index={index} />);
    if (block.type !== 'list') pending.push(...idsAt(index));
    const next = BLOCKS[index + 1];
    if (pending.length > 0 && next?.type !== 'table') {
      out.push(<Figures key={`figs-${index}`} ids={pending} />);
      pending = [];
    }
  });
  return <>{out}</>;
}

const CONTENTS = BLOCKS.flatMap((b, index) =>
  b.type === 'heading' && b.level === 2
    ? [{ id: idsAt(index)[0] ?? slug(b.text), text: b.text.replace(/\s*\(.*?\)\s*$/, '') }]
    : [],
);

/** Scroll to the rule the address names and mark it, now and whenever the #fragment changes. */
function useRuleInView(): void {
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
      // Scroll the page's text box only (scrollIntoView would move the whole page too).
      const box = el.closest<HTMLElement>('.learn');
      if (box)
        box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top - 12;
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [r]);
}

export function Rules(_props: Record<string, unknown>) {
  useRuleInView();
  return (
    <>
      <LearnHeader title="Rules" />
      <main class="learn rules" data-screen="rules">
        <div class="rules-layout">
          <nav class="rules-toc" aria-label="Contents">
            <h2>Contents</h2>
            <ol>
              {CONTENTS.map((c) => (
                <li key={c.id}>
                  <a href={`#${c.id}`}>{c.text}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article class="rules-text">
            <Document />
          </article>
        </div>
      </main>
    </>
  );
}
