// The glossary's keys: one word for each thing (an option, a preset, a role, an action, a card
// word), each language's words in areas/words.*.ts. Here is which rule each word belongs to,
// so the rule page can be checked to name it there, and which word each option of R7 and each
// preset of R7.4 is shown by.

import {
  PRESET_NAMES,
  type PresetName,
  RULE_KEYS,
  RULE_OPTIONS,
  type RuleKey,
} from '@kaschlan/engine';

export const WORD_KEYS = [
  'word.variant',
  'word.preset',
  'word.pack',
  'word.coachman',
  'word.passOn',
  'word.mustBeat',
  ...PRESET_NAMES.map((p) => `word.preset.${p}` as const),
  'word.dealer',
  'word.forehand',
  'word.attacker',
  'word.defender',
  'word.reinforcer',
  'word.out',
  'word.lead',
  'word.beat',
  'word.selfAttack',
  'word.take',
  'word.pass',
  'word.stop',
  'word.endBout',
  'word.bout',
  'word.deal',
  'word.match',
  'word.trumps',
  'word.talon',
  'word.discardPile',
  'word.rank',
  'word.suit',
  'word.jack',
  'word.queen',
  'word.king',
  'word.ace',
] as const;
export type WordKey = (typeof WORD_KEYS)[number];

/** The word each option of R7 is shown by (R7.2's option is named for its second value). */
export const OPTION_WORD: Record<RuleKey, WordKey> = {
  pack: 'word.pack',
  coachman: 'word.coachman',
  afterTake: 'word.passOn',
  mustBeat: 'word.mustBeat',
};

/** The word of a preset: its whole name, "Illig (32 cards, classic)". */
export const presetWord = (p: PresetName) => `word.preset.${p}` as const;

/** The words that name an option (R7.1-R7.5) or a preset (R7.4): their rules come with them. */
type OptionOrPresetWord = (typeof OPTION_WORD)[RuleKey] | ReturnType<typeof presetWord>;

/** The rule where the rule page says what each other word is: its row in a table of words. */
const DEFINED_AT: Record<Exclude<WordKey, OptionOrPresetWord>, string> = {
  'word.variant': 'R7',
  'word.preset': 'R7',
  'word.dealer': 'R2.4',
  'word.forehand': 'R3',
  'word.attacker': 'R3.1',
  'word.defender': 'R4',
  'word.reinforcer': 'R3.3',
  'word.out': 'R6.1',
  'word.lead': 'R3.1',
  'word.beat': 'R4.1',
  'word.selfAttack': 'R4.2',
  'word.take': 'R4.3',
  'word.pass': 'R3.3',
  'word.stop': 'R3.2',
  'word.endBout': 'R4.4',
  'word.bout': 'R3',
  'word.deal': 'R2',
  'word.match': 'R8.4',
  'word.trumps': 'R1.3',
  'word.talon': 'R2.2',
  'word.discardPile': 'R4.5',
  'word.rank': 'R1.1',
  'word.suit': 'R1.1',
  'word.jack': 'R1.5',
  'word.queen': 'R1.5',
  'word.king': 'R1.5',
  'word.ace': 'R1.5',
};

/** The rule where the rule page says what a word is (an option's own rule, R7.4 for a preset). */
export function wordRule(key: WordKey): string {
  const option = RULE_KEYS.find((k) => OPTION_WORD[k] === key);
  if (option) return RULE_OPTIONS[option].rule;
  if (key.startsWith('word.preset.')) return 'R7.4';
  return DEFINED_AT[key as Exclude<WordKey, OptionOrPresetWord>];
}

/** The short name of a preset (a lobby line): its whole name up to the bracket. */
export const shortPreset = (name: string): string => name.replace(/\s*\(.*$/, '');

/** The actions a player chooses with the buttons under the table (R3, R4). */
export const ACTION_WORDS = [
  'word.lead',
  'word.coachman',
  'word.beat',
  'word.selfAttack',
  'word.take',
  'word.pass',
  'word.stop',
  'word.endBout',
] as const satisfies readonly WordKey[];

/** The German pack's court cards by name (R1.5: the same in every language). */
export const GERMAN_COURT: Readonly<Record<string, string>> = {
  J: 'Unter',
  Q: 'Ober',
  K: 'König',
  A: 'Daus',
};

/** A word as a label: its first letter capitalised. */
export const cap = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
