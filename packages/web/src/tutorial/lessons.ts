// The lessons, in order: each a deal stacked so that one thing of the game comes up, with
// the other seats' moves scripted, so a lesson always plays out the same. The texts are ours,
// in the catalogs (i18n/areas/tutorial.*.ts), named here by key; the rule numbers in them
// point into the rule book (shared/RULES.md, shown on /rules).

import type { Action, Card, Seat } from '@kaschlan/engine';
import type { Lesson } from './lesson';

const lead = (seat: Seat, ...cards: Card[]): Action => ({ type: 'lead', seat, cards });
const pass = (seat: Seat): Action => ({ type: 'pass', seat });
const beat = (seat: Seat, attack: Card, by: Card): Action => ({
  type: 'beat',
  seat,
  attack,
  with: by,
});
const selfAttack = (seat: Seat, card: Card, by: Card): Action => ({
  type: 'selfAttack',
  seat,
  card,
  with: by,
});
const take = (seat: Seat): Action => ({ type: 'take', seat });

// The learner (seat 0) is called "you" in the page's language (session.ts); these are the others.
const TWO = ['You', 'Otto'];
const THREE = ['You', 'Otto', 'Frieda'];

export const LESSONS: readonly Lesson[] = [
  {
    id: 'lead',
    title: 'tutorial.lead.title',
    blurb: 'tutorial.lead.blurb',
    rules: ['R3.1', 'R3.2', 'R5.1'],
    names: TWO,
    // Dealer Otto, so you (on his left) attack first; clubs are trumps (K♣ under the talon).
    setup: {
      players: 2,
      dealer: 1,
      hands: [
        ['9S', '9H', '8D', 'JH', 'AS'],
        ['QS', 'KH', '10D', '7C', '8C'],
      ],
      talon: ['9D', 'QH', '10H', '7S', '8S', 'JD', 'KC'],
    },
    steps: [
      {
        kind: 'play',
        say: 'tutorial.lead.1.say',
        rule: 'R3.1',
        expect: [lead(0, '9S', '9H')],
        hint: 'tutorial.lead.1.hint',
        praise: 'tutorial.lead.1.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.lead.2.say',
        rule: 'R3.2',
        expect: [lead(0, '9D')],
        hint: 'tutorial.lead.2.hint',
        praise: 'tutorial.lead.2.praise',
        replies: [beat(1, '9S', 'QS'), beat(1, '9H', 'KH'), beat(1, '9D', '10D')],
      },
    ],
    outro: 'tutorial.lead.outro',
  },
  {
    id: 'reinforce',
    title: 'tutorial.reinforce.title',
    blurb: 'tutorial.reinforce.blurb',
    rules: ['R3.3', 'R3.4'],
    names: THREE,
    // Dealer you: Otto attacks Frieda, and you may join in. Hearts are trumps.
    setup: {
      players: 3,
      dealer: 0,
      hands: [
        ['8D', '8H', 'JC', 'QS', 'AC'],
        ['8C', '8S', 'KD', '9C', '10S'],
        ['10C', '9S', '9D', '9H', '7D'],
      ],
      talon: ['JS', 'QC', 'KS', 'AD', '10D', 'JD', 'QD', 'AS', '7H'],
    },
    opening: [lead(1, '8C', '8S')],
    steps: [
      {
        kind: 'play',
        say: 'tutorial.reinforce.1.say',
        rule: 'R3.3',
        expect: [lead(0, '8D', '8H')],
        hint: 'tutorial.reinforce.1.hint',
        praise: 'tutorial.reinforce.1.praise',
        replies: [
          beat(2, '8C', '10C'),
          beat(2, '8S', '9S'),
          beat(2, '8D', '9D'),
          beat(2, '8H', '9H'),
        ],
      },
    ],
    outro: 'tutorial.reinforce.outro',
  },
  {
    id: 'beat',
    title: 'tutorial.beat.title',
    blurb: 'tutorial.beat.blurb',
    rules: ['R4.1', 'R1.4'],
    names: TWO,
    // Dealer you: Otto attacks you. Spades are trumps (7♠ under the talon).
    setup: {
      players: 2,
      dealer: 0,
      hands: [
        ['KH', '9H', '8S', '7C', 'AD'],
        ['10H', '10C', '7D', '9D', 'JD'],
      ],
      talon: ['JC', 'QH', '9C', 'KC', '7S'],
    },
    opening: [lead(1, '10H', '10C')],
    steps: [
      {
        kind: 'play',
        say: 'tutorial.beat.1.say',
        rule: 'R4.1',
        expect: [beat(0, '10H', 'KH')],
        hint: 'tutorial.beat.1.hint',
        praise: 'tutorial.beat.1.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.beat.2.say',
        rule: 'R1.4',
        expect: [beat(0, '10C', '8S')],
        hint: 'tutorial.beat.2.hint',
        praise: 'tutorial.beat.2.praise',
      },
    ],
    outro: 'tutorial.beat.outro',
  },
  {
    id: 'kaschlan',
    title: 'tutorial.kaschlan.title',
    blurb: 'tutorial.kaschlan.blurb',
    rules: ['R1.3'],
    names: TWO,
    // Dealer Otto: you attack. Spades are trumps.
    setup: {
      players: 2,
      dealer: 1,
      hands: [
        ['QS', 'QD', '8C', '9H', '10D'],
        ['KS', '7C', '8H', '9D', 'JC'],
      ],
      talon: ['AH', '10S', '7H', '8D', '7S'],
    },
    steps: [
      {
        kind: 'play',
        say: 'tutorial.kaschlan.1.say',
        rule: 'R1.3',
        expect: [lead(0, 'QS', 'QD')],
        hint: 'tutorial.kaschlan.1.hint',
        praise: 'tutorial.kaschlan.1.praise',
        replies: [beat(1, 'QS', 'KS'), take(1)],
      },
    ],
    outro: 'tutorial.kaschlan.outro',
  },
  {
    id: 'self-attack',
    title: 'tutorial.selfAttack.title',
    blurb: 'tutorial.selfAttack.blurb',
    rules: ['R4.2', 'R4.4'],
    names: TWO,
    // Dealer you: Otto attacks you. Clubs are trumps (10♣ under the talon).
    setup: {
      players: 2,
      dealer: 0,
      hands: [
        ['KD', 'QH', 'JS', 'AS', '7C'],
        ['JD', 'JH', '7S', '8S', '9S'],
      ],
      talon: ['8H', '10S', 'KH', '9D', 'AD', '8C', '7D', 'AC', '10C'],
    },
    opening: [lead(1, 'JD', 'JH')],
    steps: [
      {
        kind: 'play',
        say: 'tutorial.selfAttack.1.say',
        rule: 'R4.1',
        expect: [beat(0, 'JD', 'KD'), beat(0, 'JH', 'QH')],
        all: true,
        hint: 'tutorial.selfAttack.1.hint',
        praise: 'tutorial.selfAttack.1.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.selfAttack.2.say',
        rule: 'R4.2',
        expect: [selfAttack(0, 'JS', 'AS')],
        hint: 'tutorial.selfAttack.2.hint',
        praise: 'tutorial.selfAttack.2.praise',
      },
    ],
    outro: 'tutorial.selfAttack.outro',
  },
  {
    id: 'must-beat',
    title: 'tutorial.mustBeat.title',
    blurb: 'tutorial.mustBeat.blurb',
    rules: ['R4.3', 'R6.4'],
    names: TWO,
    // Dealer you: Otto attacks you. Hearts are trumps (7♥ under the talon).
    setup: {
      players: 2,
      dealer: 0,
      hands: [
        ['10S', '7C', '8C', '8D', 'JD'],
        ['9S', '9C', 'KC', 'AS', 'QD'],
      ],
      talon: ['10C', 'JS', 'KD', '9D', 'AC', '7H'],
    },
    opening: [lead(1, '9S', '9C')],
    steps: [
      {
        kind: 'try',
        say: 'tutorial.mustBeat.1.say',
        rule: 'R4.3',
        attempt: take(0),
        code: 'MUST_BEAT',
        hint: 'tutorial.mustBeat.1.hint',
        praise: 'tutorial.mustBeat.1.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.mustBeat.2.say',
        rule: 'R4.3',
        expect: [beat(0, '9S', '10S')],
        hint: 'tutorial.mustBeat.2.hint',
        praise: 'tutorial.mustBeat.2.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.mustBeat.3.say',
        rule: 'R4.3',
        expect: [take(0)],
        hint: 'tutorial.mustBeat.3.hint',
        praise: 'tutorial.mustBeat.3.praise',
      },
    ],
    outro: 'tutorial.mustBeat.outro',
  },
  {
    id: 'refill',
    title: 'tutorial.refill.title',
    blurb: 'tutorial.refill.blurb',
    rules: ['R5.1', 'R5.2', 'R2.2'],
    names: TWO,
    // Dealer you: Otto attacks you. Spades are trumps; the A♠ lies face up under the talon.
    setup: {
      players: 2,
      dealer: 0,
      hands: [
        ['8H', '9D', '10H', 'KD', '7C'],
        ['7H', '7D', '9C', '10C', 'JC'],
      ],
      talon: ['8S', 'QC', 'JH', 'AS'],
    },
    opening: [lead(1, '7H', '7D')],
    steps: [
      {
        kind: 'play',
        say: 'tutorial.refill.1.say',
        rule: 'R5.2',
        expect: [beat(0, '7H', '8H'), beat(0, '7D', '9D')],
        all: true,
        hint: 'tutorial.refill.1.hint',
        praise: 'tutorial.refill.1.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.refill.2.say',
        rule: 'R5.1',
        expect: [pass(0)],
        hint: 'tutorial.refill.2.hint',
        praise: 'tutorial.refill.2.praise',
      },
    ],
    outro: 'tutorial.refill.outro',
  },
  {
    id: 'out',
    title: 'tutorial.out.title',
    blurb: 'tutorial.out.blurb',
    rules: ['R6.1', 'R6.3'],
    names: THREE,
    // Dealer Otto: Frieda attacks you, Otto may reinforce. The talon is empty; clubs are trumps.
    setup: {
      players: 3,
      dealer: 1,
      hands: [
        ['JC', '10H', '10D'],
        ['KH', 'JD', 'AS', '8S'],
        ['9C', '7S', 'QH', 'AD'],
      ],
      talon: [],
      trump: 'C',
    },
    opening: [lead(2, '9C')],
    steps: [
      {
        kind: 'play',
        say: 'tutorial.out.1.say',
        rule: 'R4.1',
        expect: [beat(0, '9C', 'JC')],
        hint: 'tutorial.out.1.hint',
        praise: 'tutorial.out.1.praise',
      },
      {
        kind: 'play',
        say: 'tutorial.out.2.say',
        rule: 'R6.1',
        expect: [lead(0, '10H', '10D')],
        hint: 'tutorial.out.2.hint',
        praise: 'tutorial.out.2.praise',
        replies: [beat(1, '10H', 'KH'), beat(1, '10D', 'JD')],
      },
    ],
    outro: 'tutorial.out.outro',
  },
  {
    id: 'end',
    title: 'tutorial.end.title',
    blurb: 'tutorial.end.blurb',
    rules: ['R6.2'],
    names: THREE,
    // Dealer Otto: Frieda attacks you. The talon is empty; spades are trumps.
    setup: {
      players: 3,
      dealer: 1,
      hands: [['9C', 'KH'], ['JH', '8D', '10S'], ['7C']],
      talon: [],
      trump: 'S',
    },
    opening: [lead(2, '7C')],
    steps: [
      {
        kind: 'play',
        say: 'tutorial.end.1.say',
        rule: 'R6.1',
        expect: [beat(0, '7C', '9C')],
        hint: 'tutorial.end.1.hint',
        praise: 'tutorial.end.1.praise',
        replies: [lead(1, 'JH')],
      },
      {
        kind: 'play',
        say: 'tutorial.end.2.say',
        rule: 'R6.2',
        expect: [beat(0, 'JH', 'KH')],
        hint: 'tutorial.end.2.hint',
        praise: 'tutorial.end.2.praise',
      },
    ],
    outro: 'tutorial.end.outro',
  },
];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);
