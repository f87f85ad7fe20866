// English: the glossary, one word for each thing. The new-game dialog and the room form
// (widgets/rule-words.ts), the buttons, the prompts and the help take these words from here;
// the rule page, docs/RULES.md, has them written out (it is read on GitHub too), so that the
// page a newcomer reads names the switch he sees. Words are written as they stand inside a
// sentence; a label capitalises the first letter. test/glossary.test.ts checks that no two
// words are the same and that the rule page calls each thing by its word beside its rule
// number: change a word here, and that test names the word and the rule where docs/RULES.md
// must say it too.

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
