// The glossary's keys: one word for each thing (an option, a preset, a role, an action, a card
// word), each language's words in areas/words.*.ts. Here is which rule each word belongs to,
// so the rule page can be checked to name it there, and which word each option of R7 and each
// preset of R7.4 is shown by.

import { PRESET_NAMES, type PresetName, type RuleKey } from '@kaschlan/engine';

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
