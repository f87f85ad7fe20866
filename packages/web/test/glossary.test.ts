// One word for each thing, in every language (issue 27). Each language has one glossary
// (i18n/areas/words.*.ts); the rule forms (the new-game dialog and the room form share
// RuleFields and its labels, widgets/rule-words.ts), the buttons under the table and the role
// badges take their words from it, and so do the translated rule pages ({{word}} slots,
// learn/page-words.ts). The English page is docs/RULES.md, read on GitHub too, so it keeps its
// words written out, and is held to the glossary here. Per language: no two glossary entries
// are the same word; where the page says what a thing is (a row of its tables of words,
// buttons and cards, a variant's title) it calls it by the glossary's word, under that word's
// rule; every option and preset label the forms show names its thing by the glossary's word
// and appears on the page beside its rule number (R7.1-R7.5), and so does each mention of a
// variant in the text; every button says its action's word, and the page names that word.

import { readFileSync } from 'node:fs';
import { PRESET_NAMES, RULE_KEYS, RULE_OPTIONS } from '@kaschlan/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { type Lang, setLang, t } from '../src/i18n';
import { de } from '../src/i18n/de';
import { type Catalog, en } from '../src/i18n/en';
import {
  ACTION_WORDS,
  cap,
  OPTION_WORD,
  presetWord,
  WORD_KEYS,
  wordRule,
} from '../src/i18n/glossary';
import { pl } from '../src/i18n/pl';
import { sv } from '../src/i18n/sv';
import { type Block, parseBlocks, rulesIn } from '../src/learn/markdown';
import { fillWords } from '../src/learn/page-words';
import { optionLabel, presetLabel } from '../src/widgets/rule-words';

const CATALOGS: Record<Lang, Catalog> = { en, de, sv, pl };
const SOURCES: Record<Lang, string> = {
  en: readFileSync(new URL('../../../docs/RULES.md', import.meta.url), 'utf8'),
  de: readFileSync(new URL('../src/learn/rules/RULES.de.md', import.meta.url), 'utf8'),
  sv: readFileSync(new URL('../src/learn/rules/RULES.sv.md', import.meta.url), 'utf8'),
  pl: readFileSync(new URL('../src/learn/rules/RULES.pl.md', import.meta.url), 'utf8'),
};
const LANGS = Object.keys(SOURCES) as Lang[];

/** The page as shown in `l`: its Markdown with the glossary's words filled in (none in English). */
const pageOf = (l: Lang): string => fillWords(SOURCES[l], (k) => CATALOGS[l][k]);

/** What "beside" means: one paragraph, one heading, one list item, one table. */
function units(blocks: readonly Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case 'list':
        return b.items;
      case 'table':
        return [[b.head, ...b.rows].map((r) => r.join(' | ')).join('\n')];
      default:
        return [b.text];
    }
  });
}

/** Where a page says what a thing is, and under which rules it says so. */
interface Definition {
  /** A table row's first cell, or the bold title a list item opens with. */
  readonly term: string;
  /** The rules the row cites, else its table's head, else the title above it; an item's own. */
  readonly rules: readonly string[];
}

function definitions(blocks: readonly Block[]): Definition[] {
  const out: Definition[] = [];
  let above: string[] = [];
  for (const b of blocks) {
    if (b.type === 'heading') above = rulesIn(b.text);
    else if (b.type === 'para') {
      const title = rulesIn(/^\*\*(.+?)\*\*/.exec(b.text)?.[1] ?? '');
      if (title.length > 0) above = title;
    } else if (b.type === 'list') {
      for (const item of b.items) {
        const title = /^\*\*(.+?)\*\*/.exec(item)?.[1];
        if (title) out.push({ term: title, rules: rulesIn(item) });
      }
    } else if (b.type === 'table') {
      const head = rulesIn(b.head.join(' '));
      for (const row of b.rows) {
        const own = rulesIn(row.join(' '));
        out.push({ term: row[0]!, rules: own.length > 0 ? own : head.length > 0 ? head : above });
      }
    }
  }
  return out;
}

const lower = (s: string) => s.toLocaleLowerCase();
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` holds `word` as a word of its own ("out", not the "out" of "bout"). */
const hasWord = (text: string, word: string): boolean =>
  new RegExp(`(?<![\\p{L}\\p{N}])${literal(lower(word))}(?![\\p{L}\\p{N}])`, 'u').test(lower(text));
/** Whether `text` holds `word` in a form a sentence may need: each word's ending may change
 *  (Polish "dołożono woźnicę" for woźnica). */
const hasForm = (text: string, word: string): boolean =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${lower(word)
      .split(' ')
      .map((w) => `${literal(w.slice(0, -1))}\\p{L}{0,3}`)
      .join(' ')}(?![\\p{L}\\p{N}])`,
    'u',
  ).test(lower(text));
/** The units of a page that cite `rule` (R7.2, not R7.20). */
const citing = (all: readonly string[], rule: string): string[] =>
  all.filter((u) => new RegExp(`\\b${rule.replace('.', '\\.')}\\b`).test(u));

/** A button's text, called with a stand-in for its cards. */
const button = (value: unknown): string =>
  typeof value === 'function' ? (value as (...a: string[]) => string)('8♦', 'K♦') : String(value);

/** The button that does each action, by its glossary word. */
const BUTTON: Record<(typeof ACTION_WORDS)[number], keyof Catalog> = {
  'word.lead': 'table.act.lead',
  'word.coachman': 'table.act.coachman',
  'word.beat': 'review.act.beat',
  'word.selfAttack': 'table.act.selfAttack',
  'word.take': 'table.act.take',
  'word.pass': 'table.act.pass',
  'word.stop': 'table.act.stop',
  'word.endBout': 'table.act.endBout',
};

afterAll(() => setLang('en', false));

test('the English page, docs/RULES.md, is plain English: its words are written out', () => {
  expect(SOURCES.en.match(/\{\{[^}]*\}\}/g) ?? []).toEqual([]);
});

describe.each(LANGS)('%s: one word for each thing', (l) => {
  const words = CATALOGS[l];
  const page = pageOf(l);
  const all = units(parseBlocks(page));

  test('no two glossary entries share a word', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const key of WORD_KEYS) {
      const word = lower(words[key].trim());
      expect(word, key).not.toBe('');
      const other = seen.get(word);
      if (other) clashes.push(`${other} = ${key}: ${word}`);
      seen.set(word, key);
    }
    expect(clashes).toEqual([]);
  });

  test('every {{word}} slot of the page is a glossary word', () => {
    expect(page.match(/\{\{[^}]*\}\}/g) ?? []).toEqual([]);
  });

  test('where the page says what a thing is, it calls it by the glossary’s word, under its rule', () => {
    const defined = definitions(parseBlocks(page));
    const missing = WORD_KEYS.filter(
      (key) => !defined.some((d) => d.rules.includes(wordRule(key)) && hasWord(d.term, words[key])),
    ).map((key) => `${key} "${words[key]}" at ${wordRule(key)}`);
    expect(missing).toEqual([]);
  });

  test('each mention of a variant in the text names it by its word', () => {
    const text = parseBlocks(page).flatMap((b) =>
      b.type === 'para' || b.type === 'quote' ? [b.text] : b.type === 'list' ? b.items : [],
    );
    for (const key of RULE_KEYS) {
      const { rule } = RULE_OPTIONS[key];
      for (const u of citing(text, rule))
        expect(hasForm(u, words[OPTION_WORD[key]]), `${rule} in "${u.slice(0, 60)}…"`).toBe(true);
    }
  });

  test('each option label the forms show starts with its word, found on the page beside its rule', async () => {
    await setLang(l, false);
    for (const key of RULE_KEYS) {
      const { rule } = RULE_OPTIONS[key];
      const word = words[OPTION_WORD[key]];
      const name = optionLabel(key).split(':')[0]!;
      expect(name, key).toBe(cap(word));
      const beside = citing(all, rule).filter((u) => lower(u).includes(lower(name)));
      expect(beside.length, `${name} beside ${rule}`).toBeGreaterThan(0);
    }
  });

  test('each preset the forms offer is named by its word, found on the page beside R7.4', async () => {
    await setLang(l, false);
    expect(t('table.new.preset')).toBe(cap(words['word.preset']));
    const r74 = citing(all, 'R7.4');
    expect(
      r74.some((u) => lower(u).includes(lower(words['word.preset']))),
      'the word',
    ).toBe(true);
    for (const p of PRESET_NAMES) {
      const label = presetLabel(p);
      expect(label, p).toBe(words[presetWord(p)]);
      expect(
        r74.some((u) => u.includes(label)),
        `${label} beside R7.4`,
      ).toBe(true);
    }
  });

  test('each button says its action’s word, and the page names that word', () => {
    for (const key of ACTION_WORDS) {
      const word = lower(words[key]);
      expect(lower(button(words[BUTTON[key]])), `${BUTTON[key]}`).toContain(word);
      expect(lower(page), key).toContain(word);
    }
  });

  test('the role badges and the pass-on help use the glossary’s words', () => {
    expect(words['table.role.attacker']).toBe(words['word.attacker']);
    expect(words['table.role.defender']).toBe(words['word.defender']);
    // R7.2: who attacks whom after a take, not "the attack moves on".
    const help = lower(words['table.new.afterTake']);
    expect(help).toContain(lower(words['word.defender']).slice(0, 6));
    expect(help).not.toMatch(/next player|nächsten spieler|nästa spelare|następnego gracza/);
  });

  test('the prompts that offer a self-attack (R4.2) call it by its word', () => {
    const word = lower(words['word.selfAttack']);
    expect(lower(words['table.prompt.allBeatenSelf']('7'))).toContain(word);
    expect(lower(words['table.prompt.nothingSelf'])).toContain(word);
  });
});
