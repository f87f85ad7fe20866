// Polski: the glossary (see words.en.ts), one word for each thing.

import type { WordKey } from '../glossary';

// The presets are named with the options' words.
const coachman = 'woźnica';
const passOn = 'przekazanie ataku';

export const wordsPl = {
  // The variants of R7 and the presets of R7.4.
  'word.variant': 'wariant',
  'word.preset': 'zestaw zasad',
  'word.pack': 'talia',
  'word.coachman': coachman,
  'word.passOn': passOn,
  'word.mustBeat': 'obowiązek przebijania',
  'word.preset.illig': 'Illig (32 karty, klasyczny)',
  'word.preset.wikipedia-de': `Wikipedia (${coachman}, ${passOn})`,
  'word.preset.pack52': `52 karty (${coachman})`,
  'word.preset.pack24': '24 karty (od 9 do asa)',
  // Who is who at the table.
  'word.dealer': 'rozdający',
  'word.forehand': 'forhend',
  'word.attacker': 'atakujący',
  'word.defender': 'obrońca',
  'word.reinforcer': 'dokładający',
  'word.out': 'poza grą',
  // What a player does: the buttons under the table.
  'word.lead': 'wyłóż',
  'word.beat': 'przebij',
  'word.selfAttack': 'samoatak',
  'word.take': 'weź karty',
  'word.pass': 'pasuj',
  'word.stop': 'zakończ atak',
  'word.endBout': 'zakończ rundę',
  // The cards and the course of play.
  'word.bout': 'runda',
  'word.deal': 'rozdanie',
  'word.match': 'mecz',
  'word.trumps': 'atut',
  'word.talon': 'talon',
  'word.discardPile': 'stos odrzuconych kart',
  'word.rank': 'wartość',
  'word.suit': 'kolor',
  'word.jack': 'walet',
  'word.queen': 'dama',
  'word.king': 'król',
  'word.ace': 'as',
} satisfies Record<WordKey, string>;
