// The rules page's data (learn/markdown.ts, learn/examples.ts): every rule of the rule book
// has an anchor in our players' text, docs/RULES.md, and in each translation of it
// (learn/rules/RULES.*.md), at the same place; the presets table there says what the
// engine's PRESETS say; and every picture's claim (which card beats which, the trumps, E1) is
// the engine's own answer.

import { readFileSync } from 'node:fs';
import {
  newGame,
  PACK_SIZES,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  RULE_KEYS,
  SUITS,
  summarize,
} from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { BEAT_EXAMPLES, beatsCard, e1BeforeTake, suitOf, trumpsOf } from '../src/learn/examples';
import { anchorsOf, parseBlocks, parseInline, rulesIn } from '../src/learn/markdown';
import { ruleLink, rulesCited } from '../src/learn/rule-link';

/** The page as shown: docs/RULES.md has its words written out (glossary.test.ts). */
const text = readFileSync(new URL('../../../docs/RULES.md', import.meta.url), 'utf8');
const blocks = parseBlocks(text);
const anchors = anchorsOf(blocks);

/** The rule book's numbers (shared/RULES.md R1-R8) and worked examples. */
const RULES: Record<number, number> = { 1: 6, 2: 4, 3: 6, 4: 5, 5: 3, 6: 7, 7: 5, 8: 6 };
const ALL = Object.entries(RULES).flatMap(([g, n]) => [
  `R${g}`,
  ...Array.from({ length: n }, (_, i) => `R${g}.${i + 1}`),
]);

/** The text at an anchor: the heading, paragraph or list item. */
function textAt(id: string): string {
  const spot = anchors.get(id)!;
  const b = blocks[spot.block]!;
  if (b.type === 'list') return b.items[spot.item!]!;
  if (b.type === 'heading' || b.type === 'para' || b.type === 'quote') return b.text;
  return '';
}

describe('anchors for every rule', () => {
  test.each(ALL)('%s has an anchor', (id) => {
    expect(anchors.has(id)).toBe(true);
    expect(textAt(id) + JSON.stringify(blocks[anchors.get(id)!.block])).toContain(id);
  });

  test.each([
    ['R4.3', 'Must beat, may take'],
    ['R8.1', 'Taking is a last resort'],
    ['R8.3', 'Reinforcers take turns'],
    ['R3.6', 'Skipped players'],
    ['R1.4', 'What beats what'],
    ['R7.1', 'Coachman'],
    ['R7.4', 'The presets'],
    ['E1', 'A worked example'],
  ])('%s sits where the rule is told (%s)', (id, words) => {
    expect(textAt(id)).toContain(words);
  });

  test('the introduction’s mention of R4.3 is not its anchor', () => {
    expect(blocks[anchors.get('R4.3')!.block]!.type).not.toBe('quote');
  });

  test('rule numbers and cards in a line of text', () => {
    expect(rulesIn('**Must beat, may take (R4.3, R8.1).** As long as (R7.5) `R1.6`')).toEqual([
      'R4.3',
      'R8.1',
      'R7.5',
    ]);
    expect(parseInline('He covers 8♦ with K♦ (R4.1).')).toEqual([
      { t: 'text', s: 'He covers ' },
      { t: 'card', card: '8D' },
      { t: 'text', s: ' with ' },
      { t: 'card', card: 'KD' },
      { t: 'text', s: ' (' },
      { t: 'rule', id: 'R4.1' },
      { t: 'text', s: ').' },
    ]);
    expect(parseInline('**Coachman, *Kutscher* (R7.1).** `QD` 10♥')).toEqual([
      {
        t: 'strong',
        c: [
          { t: 'text', s: 'Coachman, ' },
          { t: 'em', c: [{ t: 'text', s: 'Kutscher' }] },
          { t: 'text', s: ' (' },
          { t: 'rule', id: 'R7.1' },
          { t: 'text', s: ').' },
        ],
      },
      { t: 'text', s: ' ' },
      { t: 'code', s: 'QD' },
      { t: 'text', s: ' ' },
      { t: 'card', card: '10H' },
    ]);
  });

  test('the page parses the whole document into blocks', () => {
    const kinds = new Set(blocks.map((b) => b.type));
    for (const k of ['heading', 'para', 'quote', 'list', 'table', 'code'])
      expect(kinds).toContain(k);
    // No Markdown left over in the text of a table or a list.
    for (const b of blocks)
      if (b.type === 'table') for (const row of b.rows) expect(row.join('')).not.toContain('|');
  });

  test('links to a rule from anywhere: ruleLink and the numbers an error cites', () => {
    expect(ruleLink('R4.3')).toBe('/rules#R4.3');
    expect(rulesCited('the defender must beat while he can (R4.3, R8.1)')).toEqual([
      'R4.3',
      'R8.1',
    ]);
  });
});

/** The rule numbers in a block, in order (each list item and table row on its own). */
function rulesOfBlock(b: (typeof blocks)[number]): string[][] {
  if (b.type === 'list') return b.items.map(rulesIn);
  if (b.type === 'table')
    return [rulesIn(b.head.join(' ')), ...b.rows.map((r) => rulesIn(r.join(' ')))];
  if (b.type === 'code') return [];
  return [rulesIn(b.text)];
}

/** A block's shape: its kind, level, items, rows and columns, not its words. */
function shapeOf(b: (typeof blocks)[number]): string {
  if (b.type === 'heading') return `h${b.level}`;
  if (b.type === 'list') return `${b.ordered ? 'ol' : 'ul'}×${b.items.length}`;
  if (b.type === 'table') return `table ${b.head.length}×${b.rows.length} ${b.align.join(',')}`;
  if (b.type === 'code') return `code ${b.text}`;
  return b.type;
}

describe.each(['de', 'sv', 'pl'])('the rules in %s (learn/rules/RULES.%s.md)', (lang) => {
  const own = readFileSync(new URL(`../src/learn/rules/RULES.${lang}.md`, import.meta.url), 'utf8');
  const ownBlocks = parseBlocks(own);
  const ownAnchors = anchorsOf(ownBlocks);

  test('has the English text’s structure, block by block', () => {
    expect(ownBlocks.map(shapeOf)).toEqual(blocks.map(shapeOf));
  });

  test('cites the same rules in each block, item and row', () => {
    expect(ownBlocks.map(rulesOfBlock)).toEqual(blocks.map(rulesOfBlock));
  });

  test.each(ALL)('%s has its anchor where the English has it', (id) => {
    expect(ownAnchors.get(id)).toEqual(anchors.get(id));
  });

  test('anchors nothing the English does not, and keeps the tables’ figures', () => {
    expect([...ownAnchors.keys()].sort()).toEqual([...anchors.keys()].sort());
    // Numbers and code in the tables are data: the talon sizes, the presets' values.
    const data = (b: (typeof blocks)[number]) =>
      b.type === 'table' ? b.rows.map((r) => r.filter((c) => /^(\d+|`[^`]*`)$/.test(c))) : [];
    expect(ownBlocks.map(data)).toEqual(blocks.map(data));
  });
});

describe('every variant is explained (R7)', () => {
  const table = blocks.find(
    (b): b is Extract<typeof b, { type: 'table' }> =>
      b.type === 'table' && /^Preset\b/.test(b.head[0]!),
  )!;

  test.each(PRESET_NAMES.map((p) => [p] as const))('preset %s as the engine has it', (name) => {
    const row = table.rows.find((r) => r[0]!.includes(`\`${name}\``));
    expect(row, `${name} is in the presets table`).toBeDefined();
    const rules = PRESETS[name as PresetName];
    // The columns are the option keys, the values as a record writes them.
    expect(table.head.slice(1, 5)).toEqual(RULE_KEYS.map((k) => `\`${k}\``));
    const [, pack, coachman, afterTake, mustBeat] = row!;
    expect(Number(pack)).toBe(rules.pack);
    expect(coachman).toBe(`\`${rules.coachman}\``);
    expect(afterTake).toBe(`\`${rules.afterTake}\``);
    expect(mustBeat).toBe(`\`${rules.mustBeat}\``);
  });

  test('each rule option has its own explanation', () => {
    const variants = text.slice(text.indexOf('## 5. Variants'), text.indexOf('## 6.'));
    for (const option of Object.keys(PRESETS.illig)) {
      const words = {
        pack: 'Pack (R7.3)',
        coachman: 'Coachman',
        afterTake: 'Pass-on (R7.2)',
        mustBeat: 'Must beat (R7.5)',
      };
      expect(variants).toContain(words[option as keyof typeof words]);
    }
    for (const value of ['same-attacker', 'pass-on', 'mustBeat: false'])
      expect(variants).toContain(value);
    for (const pack of PACK_SIZES) expect(variants).toContain(String(pack));
  });
});

describe('the pictures show what the engine says', () => {
  test.each(BEAT_EXAMPLES.map((e) => [e.by, e.attack, e.beats, e.why] as const))(
    '%s on %s: beats %s (%s)',
    (by, attack, beats) => {
      expect(beatsCard('S', attack, by)).toBe(beats);
    },
  );

  test('R1.3: nine trumps with spades, eight with diamonds, the Kaschlan on top', () => {
    expect(trumpsOf('S')).toEqual(['QD', 'AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S']);
    expect(trumpsOf('D')).toEqual(['QD', 'AD', 'KD', 'JD', '10D', '9D', '8D', '7D']);
  });

  test.each(PACK_SIZES.map((p) => [p] as const))('R1.1: the %i-card pack', (pack) => {
    const deck = SUITS.flatMap((s) => suitOf(s, pack));
    expect(deck).toHaveLength(pack);
    expect(newGame({ players: 2, dealer: 0, deck, rules: { pack } }).ok).toBe(true);
  });

  test('E1 before the take: 8S unbeaten, seat 2 holds AH, his one move is take (R4.3)', () => {
    const state = e1BeforeTake()!;
    expect(state).not.toBeNull();
    expect(state.table.map((t) => [t.card, t.beatenBy])).toEqual([
      ['8S', null],
      ['8D', 'KD'],
      ['8H', 'JH'],
      ['8C', 'AC'],
    ]);
    expect(summarize(state).hands[2]).toEqual(['AH']);
    expect(summarize(state).legal).toEqual([{ type: 'take', seat: 2 }]);
  });
});
