// Svenska: the glossary (see words.en.ts), one word for each thing.

import type { WordKey } from '../glossary';

// The presets are named with the options' words.
const coachman = 'kusk';
const passOn = 'skicka vidare';

export const wordsSv = {
  // The variants of R7 and the presets of R7.4.
  'word.variant': 'variant',
  'word.preset': 'förval',
  'word.pack': 'kortlek',
  'word.coachman': coachman,
  'word.passOn': passOn,
  'word.mustBeat': 'måste slå',
  'word.preset.illig': 'Illig (32 kort, klassisk)',
  'word.preset.wikipedia-de': `Wikipedia (${coachman}, ${passOn})`,
  'word.preset.pack52': `52 kort (${coachman})`,
  'word.preset.pack24': '24 kort (9 till ess)',
  // Who is who at the table.
  'word.dealer': 'givare',
  'word.forehand': 'förhand',
  'word.attacker': 'anfallare',
  'word.defender': 'försvarare',
  'word.reinforcer': 'tilläggare',
  'word.out': 'ute',
  // What a player does: the buttons under the table.
  'word.lead': 'spela ut',
  'word.beat': 'slå',
  'word.selfAttack': 'självattack',
  'word.take': 'ta upp',
  'word.pass': 'passa',
  'word.stop': 'sluta',
  'word.endBout': 'avsluta omgången',
  // The cards and the course of play.
  'word.bout': 'omgång',
  'word.deal': 'giv',
  'word.match': 'match',
  'word.trumps': 'trumf',
  'word.talon': 'talong',
  'word.discardPile': 'kasthögen',
  'word.rank': 'valör',
  'word.suit': 'färg',
  'word.jack': 'knekt',
  'word.queen': 'dam',
  'word.king': 'kung',
  'word.ace': 'ess',
} satisfies Record<WordKey, string>;
