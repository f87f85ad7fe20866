// A lesson's sentence drawn with its cards and rules: `{9S}` becomes the card in the chosen
// face, and a rule number ("R4.3", also inside the engine's messages) a link to the rules page.

import type { Card } from '@kaschlan/engine';
import type { ComponentChildren } from 'preact';
import { navigate } from '../state/route';
import { settings } from '../state/settings';
import { CardChip } from '../table/CardChip';

const TOKEN = /\{([0-9JQKA]{1,2}[CSHD])\}|\b(R\d+\.\d+)\b/g;

/** A link to rule `id` on the rules page, opened in the page (ctrl-click: a new tab). */
export function RuleLink(props: { id: string; children?: ComponentChildren }) {
  const href = `/rules#${props.id}`;
  return (
    <a
      class="rule-link"
      href={href}
      data-rule={props.id}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {props.children ?? props.id}
    </a>
  );
}

export function Rich(props: { text: string }) {
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  const parts: ComponentChildren[] = [];
  let at = 0;
  for (const m of props.text.matchAll(TOKEN)) {
    const i = m.index ?? 0;
    if (i > at) parts.push(props.text.slice(at, i));
    at = i + m[0].length;
    // Punctuation right after a card stays on its line.
    const tail = /^[.,:;!?)]+/.exec(props.text.slice(at))?.[0] ?? '';
    at += tail.length;
    const item = m[1] ? (
      <CardChip card={m[1] as Card} style={style} />
    ) : (
      <RuleLink id={m[2] ?? ''} />
    );
    parts.push(
      <span key={i} class="nobr">
        {item}
        {tail}
      </span>,
    );
  }
  if (at < props.text.length) parts.push(props.text.slice(at));
  return <>{parts}</>;
}
