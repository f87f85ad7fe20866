// English: the glossary, one word for each thing. The rule page (its {{word}} slots, see
// learn/page-words.ts), the new-game dialog and the room form (widgets/rule-words.ts), the
// buttons, the prompts and the help take these words from here, so that the page a newcomer
// reads names the switch he sees. Words are written as they stand inside a sentence; a label
// capitalises the first letter. test/glossary.test.ts checks that no two words are the same
// and that each shows on the rule page beside its rule number.

import type { WordKey } from '../glossary';

// The presets are named with the options' words.
const coachman = 'coachman';
const passOn = 'pass-on';

export const wordsEn = {
  // The variants of R7 and the presets of R7.4.
  'word.variant': 'variant',
  'word.preset': 'preset',
  'word.pack': 'pack',
  'word.coachman': coachman,
  'word.passOn': passOn,
  'word.mustBeat': 'must beat',
  'word.preset.illig': 'Illig (32 cards, classic)',
  'word.preset.wikipedia-de': `Wikipedia (${coachman}, ${passOn})`,
  'word.preset.pack52': `52 cards (${coachman})`,
  'word.preset.pack24': '24 cards (9 to ace)',
  // Who is who at the table.
  'word.dealer': 'dealer',
  'word.forehand': 'forehand',
  'word.attacker': 'attacker',
  'word.defender': 'defender',
  'word.reinforcer': 'reinforcer',
  'word.out': 'out',
  // What a player does: the buttons under the table.
  'word.lead': 'lead',
  'word.beat': 'beat',
  'word.selfAttack': 'self-attack',
  'word.take': 'take',
  'word.pass': 'pass',
  'word.stop': 'stop',
  'word.endBout': 'end the bout',
  // The cards and the course of play.
  'word.bout': 'bout',
  'word.deal': 'deal',
  'word.match': 'match',
  'word.trumps': 'trumps',
  'word.talon': 'talon',
  'word.discardPile': 'discard pile',
  'word.rank': 'rank',
  'word.suit': 'suit',
  'word.jack': 'Jack',
  'word.queen': 'Queen',
  'word.king': 'King',
  'word.ace': 'Ace',
} satisfies Record<WordKey, string>;
