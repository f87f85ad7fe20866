// The lessons, in order: each a deal stacked so that one thing of the game comes up, with
// the other seats' moves scripted, so a lesson always plays out the same. The texts are ours;
// the rule numbers point into the rule book (shared/RULES.md, shown on /rules).

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

const TWO = ['You', 'Otto'];
const THREE = ['You', 'Otto', 'Frieda'];

export const LESSONS: readonly Lesson[] = [
  {
    id: 'lead',
    title: 'Leading several cards',
    blurb: 'Attack with cards of one rank, refill, and lead again.',
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
        say: 'You attack Otto. An attack opens with one card or with several cards of the same rank. Pick {9S} and {9H}, then press Lead.',
        rule: 'R3.1',
        expect: [lead(0, '9S', '9H')],
        hint: 'That is a legal lead, but this lesson is about leading several cards at once: pick both nines, {9S} and {9H}, then press Lead.',
        praise: 'Two nines on the table, and you drew two cards from the talon to have five again.',
      },
      {
        kind: 'play',
        say: 'Right after a lead the attacker refills to five (R5.1), and you drew {9D}. As long as you hold cards of the rank you may lead them too, or stop. Lead {9D}.',
        rule: 'R3.2',
        expect: [lead(0, '9D')],
        hint: 'Stopping is allowed, but lead {9D} to see it join the attack.',
        praise: 'No nine left in your hand, so your turn ends by itself.',
        replies: [beat(1, '9S', 'QS'), beat(1, '9H', 'KH'), beat(1, '9D', '10D')],
      },
    ],
    outro:
      'Otto beat all three nines. The beaten pairs go to the discard pile, and as he beat everything he attacks you next (R6.3).',
  },
  {
    id: 'reinforce',
    title: 'Reinforcing',
    blurb: 'Join an attack on someone else with cards of the same rank.',
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
        say: 'Otto attacks Frieda with {8C} and {8S}. You are neither attacker nor defender, so when your turn comes you may reinforce: add cards of the bout’s rank. Pick {8D} and {8H}, then press Lead.',
        rule: 'R3.3',
        expect: [lead(0, '8D', '8H')],
        hint: 'That is allowed, but reinforce with both of your eights, {8D} and {8H}.',
        praise:
          'Four eights against Frieda. There may never be more unbeaten cards on the table than the defender holds (R3.4): she holds five, so four is fine.',
        replies: [
          beat(2, '8C', '10C'),
          beat(2, '8S', '9S'),
          beat(2, '8D', '9D'),
          beat(2, '8H', '9H'),
        ],
      },
    ],
    outro:
      'Frieda beat all four eights, drew back to five, and now attacks you, the next player (R6.3). Reinforcers act one after another, clockwise from the attacker; the defender always comes last.',
  },
  {
    id: 'beat',
    title: 'Beating',
    blurb: 'Defend: a higher card of the same suit, or a trump.',
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
        say: 'Otto attacks you with {10H} and {10C}: you defend. Beat each card with one of yours: a higher card of the same suit, or a trump. Pick {KH}, then click {10H} on the table (or drag it there).',
        rule: 'R4.1',
        expect: [beat(0, '10H', 'KH')],
        hint: 'A trump beats any plain card, true, but then you would have none left for {10C}. Beat {10H} with {KH}.',
        praise: 'A higher heart beats a heart.',
      },
      {
        kind: 'play',
        say: 'Your only club, {7C}, is lower than {10C}. But spades are trumps, and any trump beats a plain card: beat {10C} with {8S}. A trump itself is beaten only by a higher trump.',
        rule: 'R1.4',
        expect: [beat(0, '10C', '8S')],
        hint: 'Beat {10C} with your trump {8S}.',
        praise: 'Everything is beaten: you drew back to five, and the bout is over (R4.4).',
      },
    ],
    outro:
      'The beaten pairs went to the discard pile, and since you beat everything, you attack Otto next (R6.3).',
  },
  {
    id: 'kaschlan',
    title: 'The Kaschlan card',
    blurb: 'The Queen of Diamonds: the top trump, which nothing beats.',
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
        say: 'The Queen of Diamonds, {QD}, is the Kaschlan: always a trump, whatever the trump suit, and the highest card of the game. Nothing beats her. She still counts as a Queen, so she may be led with other Queens. Lead {QS} and {QD} together.',
        rule: 'R1.3',
        expect: [lead(0, 'QS', 'QD')],
        hint: 'Lead both Queens together: pick {QS} and {QD}, then press Lead.',
        praise: 'Two Queens against Otto.',
        replies: [beat(1, 'QS', 'KS'), take(1)],
      },
    ],
    outro:
      'Otto beat {QS} with his higher trump {KS}, but nothing beats the Kaschlan: he had to take her. Everyone knows he holds her now (R5.3), so she shows face up in his hand. As he took, you attack him again (R6.4).',
  },
  {
    id: 'self-attack',
    title: 'Self-attack',
    blurb: 'The defender leads a card of the rank himself and beats it at once.',
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
        say: 'Otto attacks with {JD} and {JH}. First defend: beat {JD} with {KD} and {JH} with {QH}, in either order.',
        rule: 'R4.1',
        expect: [beat(0, 'JD', 'KD'), beat(0, 'JH', 'QH')],
        all: true,
        hint: 'That is legal, but keep your trump and your {JS} for later: beat {JD} with {KD} and {JH} with {QH}.',
        praise: 'Both Jacks are beaten, so you refilled to five.',
      },
      {
        kind: 'play',
        say: 'Now you may self-attack (R4.2): lead a card of the bout’s rank from your own hand and beat it at once with another. Pick {JS} and {AS}, then press Self-attack.',
        rule: 'R4.2',
        expect: [selfAttack(0, 'JS', 'AS')],
        hint: 'Self-attack with {JS}, and beat it with {AS} (keep your trump {7C}).',
        praise:
          'Two cards gone from your hand, and new ones drawn: a self-attack made when everything is beaten refills too (R5.2).',
      },
    ],
    outro:
      'With no Jack left to self-attack with, the bout ended by itself (R4.4), and you attack Otto next. A self-attack is never required; it is a way to swap weak cards for fresh ones.',
  },
  {
    id: 'must-beat',
    title: 'Must beat, and taking',
    blurb: 'You must beat while you can; what you cannot beat, you take.',
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
        say: 'Otto leads {9S} and {9C}. Your clubs are too low for {9C}, and you hold no trump (hearts), so you might want to take the cards. Try it: press Take the cards.',
        rule: 'R4.3',
        attempt: take(0),
        code: 'MUST_BEAT',
        hint: 'First try to take the cards, to see what the rules say: press Take the cards.',
        praise: 'You can beat {9S} with {10S}, so you must: taking comes only when nothing beats.',
      },
      {
        kind: 'play',
        say: 'Beat {9S} with {10S}.',
        rule: 'R4.3',
        expect: [beat(0, '9S', '10S')],
        hint: 'Beat {9S} with {10S}.',
        praise: 'Nothing of yours beats {9C}.',
      },
      {
        kind: 'play',
        say: 'Now nothing in your hand beats {9C}: take it. You pick up only the unbeaten cards; the beaten pair goes to the discard pile, and you do not refill.',
        rule: 'R4.3',
        expect: [take(0)],
        hint: 'Take the card: press Take the cards.',
        praise: 'You took {9C}.',
      },
    ],
    outro:
      'Because you took, the same attacker attacks you again (R6.4). The card you picked up is public: everyone knows you hold it (R5.3).',
  },
  {
    id: 'refill',
    title: 'Refilling',
    blurb: 'Who draws when, and the trump card that comes last.',
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
        say: 'Otto led {7H} and {7D} and drew two cards at once: an attacker refills right after each lead. The defender draws only when everything on the table is beaten. Beat {7H} with {8H} and {7D} with {9D}, and watch the talon.',
        rule: 'R5.2',
        expect: [beat(0, '7H', '8H'), beat(0, '7D', '9D')],
        all: true,
        hint: 'Beat {7H} with {8H} and {7D} with {9D}.',
        praise:
          'Only when the second seven was beaten did you draw: {JH}, then {AS}, the face-up trump card, which is always the last card of the talon (R2.2).',
      },
      {
        kind: 'play',
        say: 'Everybody saw you take the trump card, so the others know you hold it (R5.3). The talon is empty: from now on nobody draws (R5.1). You could self-attack with {7C}, but keep your trump Ace: press End the bout.',
        rule: 'R5.1',
        expect: [pass(0)],
        hint: 'That self-attack is legal, but it would spend your trump Ace. End the bout instead.',
        praise: 'The bout is over.',
      },
    ],
    outro:
      'You beat everything, so you attack Otto next. With the talon empty, every card played now is gone for good: the race to go out has begun.',
  },
  {
    id: 'out',
    title: 'Going out',
    blurb: 'No cards and an empty talon: you are out, and safe.',
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
        say: 'The talon is empty, so nobody draws any more. Frieda attacks you with {9C}, a trump, and Otto has no nine to add. Beat it with your higher trump {JC}.',
        rule: 'R4.1',
        expect: [beat(0, '9C', 'JC')],
        hint: 'Beat {9C} with {JC}.',
        praise: 'Beaten, and you attack next (R6.3).',
      },
      {
        kind: 'play',
        say: 'You hold two cards. Lead both tens, {10H} and {10D}: with no cards in hand and nothing left to draw, you are out at once (R6.1).',
        rule: 'R6.1',
        expect: [lead(0, '10H', '10D')],
        hint: 'Lead both tens together, so your hand is empty.',
        praise: 'You are out! Whatever happens now, you cannot be the Kaschlan.',
        replies: [beat(1, '10H', 'KH'), beat(1, '10D', 'JD')],
      },
    ],
    outro:
      'Otto beat both tens. Because the attacker (you) went out, the player before you, Frieda, attacks Otto next (R6.3); the two of them play on without you.',
  },
  {
    id: 'end',
    title: 'The end',
    blurb: 'The last player holding cards is the Kaschlan.',
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
        say: 'Frieda led her last card, {7C}, and is out at once. Beat it with {9C}.',
        rule: 'R6.1',
        expect: [beat(0, '7C', '9C')],
        hint: 'Beat {7C} with {9C}.',
        praise:
          'Beaten. Frieda attacked and went out, so the player before her, Otto, attacks you now (R6.3).',
        replies: [lead(1, 'JH')],
      },
      {
        kind: 'play',
        say: 'Otto leads {JH}; the table may hold only one unbeaten card, as you hold only one (R3.4). Beat it with your last card, {KH}.',
        rule: 'R6.2',
        expect: [beat(0, 'JH', 'KH')],
        hint: 'Beat {JH} with {KH}.',
        praise: 'You are out, and the deal is over.',
      },
    ],
    outro:
      'The deal ends as soon as at most one player still holds cards (R6.2). Otto is left with his: he is the Kaschlan, and gets a mark. In a match of several deals, the one with the fewest marks wins (R8.4).',
  },
];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);
