// The four rule pages (docs/RULES.md and learn/rules/RULES.{de,sv,pl}.md) stay in step and say
// what the engine does: each translation cites every rule and worked example the English page
// cites; the worked examples E1-E3 (learn/examples.ts) are legal moves in the engine, and each
// page's move list and cards are those of the data; no page sends players to a file they
// cannot reach; the option keys are named; and the end screen names the Kaschlan card as the
// chosen face shows it (Schellen-Ober with German cards, R1.5).

import { readFileSync } from 'node:fs';
import {
  type Action,
  apply,
  type GameState,
  legalActions,
  PRESET_NAMES,
  PRESETS,
  RULE_KEYS,
  RULE_OPTIONS,
  sameAction,
  summarize,
} from '@kaschlan/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { type Lang, setLang, t } from '../src/i18n';
import {
  dealExample,
  type ExampleId,
  exampleAfter,
  WORKED,
  type WorkedExample,
} from '../src/learn/examples';
import { type Block, parseBlocks, parseInline, rulesIn, type Span } from '../src/learn/markdown';

const PAGES: Record<Lang, string> = {
  en: readFileSync(new URL('../../../docs/RULES.md', import.meta.url), 'utf8'),
  de: readFileSync(new URL('../src/learn/rules/RULES.de.md', import.meta.url), 'utf8'),
  sv: readFileSync(new URL('../src/learn/rules/RULES.sv.md', import.meta.url), 'utf8'),
  pl: readFileSync(new URL('../src/learn/rules/RULES.pl.md', import.meta.url), 'utf8'),
};
const LANGS = Object.keys(PAGES) as Lang[];
const IDS = Object.keys(WORKED) as ExampleId[];

/** The rule numbers (R4.3) and worked examples (E1) a page names, once each. */
const citedIn = (text: string): Set<string> =>
  new Set([...text.matchAll(/\b(R\d+\.\d+|E\d)\b/g)].map((m) => m[1]!));

/** The blocks from an example's heading up to the next heading of its level or above. */
function sectionOf(blocks: readonly Block[], id: ExampleId): Block[] {
  const start = blocks.findIndex((b) => b.type === 'heading' && rulesIn(b.text).includes(id));
  if (start < 0) return [];
  const level = (blocks[start] as Extract<Block, { type: 'heading' }>).level;
  const end = blocks.findIndex((b, i) => i > start && b.type === 'heading' && b.level <= level);
  return blocks.slice(start + 1, end < 0 ? undefined : end);
}

/** The moves of a section's first code block, one JSON object a line. */
const movesIn = (section: readonly Block[]): Action[] => {
  const code = section.find((b) => b.type === 'code');
  if (code?.type !== 'code') return [];
  return code.text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Action);
};

/** The cards drawn as pictures (8♦) in a span list, in order. */
const cardsOf = (spans: readonly Span[]): string[] =>
  spans.flatMap((s) =>
    s.t === 'card' ? [s.card] : s.t === 'strong' || s.t === 'em' ? cardsOf(s.c) : [],
  );

/** Replay an example's moves, each checked against the engine's legal moves first. */
function replay(ex: WorkedExample): { state: GameState; illegal: string[] } {
  let state = dealExample(ex)!;
  const illegal: string[] = [];
  for (const a of ex.actions) {
    if (!legalActions(state).some((l) => sameAction(l, a))) illegal.push(JSON.stringify(a));
    const next = apply(state, a);
    if (!next.ok) break;
    state = next.state;
  }
  return { state, illegal };
}

describe('every translation cites what the English page cites', () => {
  const english = citedIn(PAGES.en);

  test('the English page cites the rulings and all three worked examples', () => {
    for (const id of ['R2.4', 'R3.2', 'R8.5', 'R8.6', 'E1', 'E2', 'E3'])
      expect(english, id).toContain(id);
  });

  test.each(LANGS.filter((l) => l !== 'en'))('%s cites every rule number and example', (l) => {
    const own = citedIn(PAGES[l]);
    expect([...english].filter((id) => !own.has(id))).toEqual([]);
    expect([...own].filter((id) => !english.has(id))).toEqual([]);
  });
});

describe.each(LANGS)('the page in %s stands on its own and names the options', (l) => {
  const text = PAGES[l];
  const blocks = parseBlocks(text);

  test('does not send players to the project’s files', () => {
    expect(text).not.toMatch(/shared\/|RULES\.md|yardstick/);
    expect(text).not.toContain('`shared');
  });

  test('names every option key, beside its variant and in the presets table', () => {
    for (const key of RULE_KEYS) {
      const variant = blocks.find(
        (b) =>
          b.type === 'list' &&
          b.items.some(
            (item) => item.includes(RULE_OPTIONS[key].rule) && item.includes(`\`${key}\``),
          ),
      );
      expect(variant, `${key} beside ${RULE_OPTIONS[key].rule}`).toBeDefined();
    }
    const table = blocks.find(
      (b): b is Extract<Block, { type: 'table' }> =>
        b.type === 'table' && b.rows.some((r) => r[0]!.includes('`illig`')),
    )!;
    expect(table.head.slice(1, 5)).toEqual(RULE_KEYS.map((k) => `\`${k}\``));
    for (const name of PRESET_NAMES) {
      const row = table.rows.find((r) => r[0]!.includes(`\`${name}\``))!;
      const rules = PRESETS[name];
      expect(row.slice(1, 5), name).toEqual(
        RULE_KEYS.map((k) => (k === 'pack' ? String(rules.pack) : `\`${rules[k]}\``)),
      );
    }
  });

  test.each(IDS)('shows %s: its cards and its moves are the engine’s example', (id) => {
    const section = sectionOf(blocks, id);
    expect(section.length, `${id} has its own section`).toBeGreaterThan(0);
    expect(movesIn(section)).toEqual(WORKED[id].actions);
    // The list of who holds what: every hand and the top of the talon, as pictures.
    const list = section.find((b) => b.type === 'list' && !b.ordered);
    const shown = list?.type === 'list' ? list.items.flatMap((i) => cardsOf(parseInline(i))) : [];
    const ex = WORKED[id];
    expect(new Set(shown)).toEqual(new Set([...ex.hands.flat(), ...ex.top]));
    expect(shown).toHaveLength(ex.hands.flat().length + ex.top.length);
  });
});

describe('the worked examples are legal in the engine', () => {
  test.each(IDS)('%s: every move is one of the legal moves where it is made', (id) => {
    const { illegal } = replay(WORKED[id]);
    expect(illegal).toEqual([]);
    expect(exampleAfter(id)).not.toBeNull();
  });

  test('E1: after the take seat 1 attacks seat 2 again, six cards discarded (R6.4)', () => {
    const s = summarize(exampleAfter('E1')!);
    expect([s.attacker, s.defender, s.discard, s.talon]).toEqual([1, 2, 6, 14]);
    expect(s.hands[2]).toEqual(['8S', 'AH']);
  });

  test('R3.2: a card of the rank held back may still be led (E1, 8♠ alone, then 8♦)', () => {
    const dealt = dealExample(WORKED.E1)!;
    const first = apply(dealt, { type: 'lead', seat: 1, cards: ['8S'] });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(legalActions(first.state)).toContainEqual({ type: 'lead', seat: 1, cards: ['8D'] });
  });

  test('E2: all beaten, he draws; end the bout or self-attack 8♠; then eight discarded', () => {
    const beaten = summarize(exampleAfter('E2', 4)!);
    expect(beaten.hands[0]).toEqual(['7C', '8S', '10S', 'QS', 'AS']);
    expect(beaten.legal).toEqual([
      { type: 'pass', seat: 0 },
      ...['7C', '10S', 'QS', 'AS'].map((w) => ({
        type: 'selfAttack',
        seat: 0,
        card: '8S',
        with: w,
      })),
    ]);
    const s = summarize(exampleAfter('E2')!);
    expect([s.attacker, s.defender, s.discard, s.talon]).toEqual([0, 1, 8, 14]);
    expect(s.hands[0]).toEqual(['7C', '7S', '9S', 'QS', 'AS']);
  });

  test('E3: QS and QD led together; QS falls to KS; nothing beats QD, so take', () => {
    const before = summarize(exampleAfter('E3', 1)!);
    expect(before.legal).toEqual([
      { type: 'beat', seat: 0, attack: 'QS', with: 'KS' },
      { type: 'beat', seat: 0, attack: 'QS', with: 'AS' },
    ]);
    expect(summarize(exampleAfter('E3', 2)!).legal).toEqual([{ type: 'take', seat: 0 }]);
    const s = summarize(exampleAfter('E3')!);
    expect(s.hands[0]).toContain('QD');
    expect([s.attacker, s.defender, s.discard]).toEqual([1, 0, 2]);
  });
});

describe('the end screen names the Kaschlan as the chosen face shows it', () => {
  afterAll(() => setLang('en', false));

  const NAMES: Record<Lang, { french: string; german: string; wrong: RegExp }> = {
    en: { french: 'Queen of Diamonds', german: 'Ober of Schellen', wrong: /Queen|Diamonds/ },
    de: { french: 'Karo Dame', german: 'Schellen-Ober', wrong: /Karo|Dame/ },
    sv: { french: 'uter dam', german: 'Schellen Ober', wrong: /[Rr]uter|dam\b/ },
    pl: { french: 'ama karo', german: 'Ober', wrong: /[Dd]am[aie]|karo/ },
  };

  test.each(LANGS)(
    '%s: French faces greet with the Queen, German ones with the Ober',
    async (l) => {
      await setLang(l, false);
      const { french, german, wrong } = NAMES[l];
      const you = (g: boolean) => [0, 1, 2].map((i) => t('table.end.teaseYou')(i, g)).join(' ');
      const other = (g: boolean) =>
        [0, 1, 2].map((i) => t('table.end.teaseOther')(i, 'Otto', g)).join(' ');
      for (const text of [you(false), other(false), t('online.end.youTease')(false)])
        expect(text).toContain(french);
      for (const text of [you(true), other(true), t('online.end.youTease')(true)]) {
        expect(text).toContain(german);
        expect(text).not.toMatch(wrong);
      }
      // The name is the catalog's own name of the card in that face.
      expect(t('table.card.name')('Q', 'D', true)).toContain(german);
    },
  );
});
