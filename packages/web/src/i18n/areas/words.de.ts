// Deutsch: the glossary (see words.en.ts), one word for each thing.

import type { WordKey } from '../glossary';

// The presets are named with the options' words.
const coachman = 'Kutscher';
const passOn = 'Weitergeben';

export const wordsDe = {
  // The variants of R7 and the presets of R7.4.
  'word.variant': 'Variante',
  'word.preset': 'Voreinstellung',
  'word.pack': 'Blatt',
  'word.coachman': coachman,
  'word.passOn': passOn,
  'word.mustBeat': 'Schlagzwang',
  'word.preset.illig': 'Illig (32 Karten, klassisch)',
  'word.preset.wikipedia-de': `Wikipedia (${coachman}, ${passOn})`,
  'word.preset.pack52': `52 Karten (${coachman})`,
  'word.preset.pack24': '24 Karten (9 bis Ass)',
  // Who is who at the table.
  'word.dealer': 'Geber',
  'word.forehand': 'Vorhand',
  'word.attacker': 'Angreifer',
  'word.defender': 'Verteidiger',
  'word.reinforcer': 'Nachleger',
  'word.out': 'raus',
  // What a player does: the buttons under the table.
  'word.lead': 'ausspielen',
  'word.beat': 'schlagen',
  'word.selfAttack': 'Selbstangriff',
  'word.take': 'aufnehmen',
  'word.pass': 'passen',
  'word.stop': 'aufhören',
  'word.endBout': 'Runde beenden',
  // The cards and the course of play.
  'word.bout': 'Runde',
  'word.deal': 'Spiel',
  'word.match': 'Partie',
  'word.trumps': 'Trumpf',
  'word.talon': 'Talon',
  'word.discardPile': 'Ablagestapel',
  'word.rank': 'Rang',
  'word.suit': 'Farbe',
  'word.jack': 'Bube',
  'word.queen': 'Dame',
  'word.king': 'König',
  'word.ace': 'Ass',
} satisfies Record<WordKey, string>;
