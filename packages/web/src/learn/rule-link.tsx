// Links to a rule on the rules page (/rules#R4.3), for any screen that cites one: the engine's
// refusals end with the rule they rest on ("... (R4.3)"), so "why can't I take?" can lead
// there. Small on purpose: the table may import it without loading the rules page.

import type { ComponentChildren } from 'preact';
import { navigate } from '../state/route';

const CITED = /\b(R[1-8](?:\.\d{1,2})?|E[1-9])\b/g;

/** The address of rule `id` ("R4.3", "R7", "E1") on the rules page. */
export const ruleLink = (id: string): string => `/rules#${id}`;

/** Go to rule `id` on the rules page. */
export const openRule = (id: string): void => navigate(ruleLink(id));

/** The rule numbers a sentence cites, in order. */
export const rulesCited = (text: string): string[] => [...text.matchAll(CITED)].map((m) => m[1]!);

/** `text` with each rule number it cites as a link to the rule. */
export function RuleText(props: { text: string }) {
  const { text } = props;
  const parts: ComponentChildren[] = [];
  let at = 0;
  for (const m of text.matchAll(CITED)) {
    const id = m[1]!;
    parts.push(text.slice(at, m.index));
    parts.push(
      <a
        key={`${id}-${m.index}`}
        class="rule-ref"
        href={ruleLink(id)}
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return; // a new tab, as links do
          e.preventDefault();
          openRule(id);
        }}
      >
        {id}
      </a>,
    );
    at = m.index + id.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
