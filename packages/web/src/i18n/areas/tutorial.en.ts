// English: the tutorial: tutorial/*, learn/Tutorial.tsx. The source strings of this area; the other languages' files
// must match its keys and shapes (a type error otherwise). In the lessons' texts `{9S}` draws
// a card and "(R4.3)" links the rule: every translation keeps the same cards and rules.

import { cap } from '../glossary';
import { plural } from '../plural';
import { wordsEn as W } from './words.en';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });

export const tutorialEn = {
  'tutorial.where': 'Tutorial',
  'tutorial.log': 'Log',
  'tutorial.logTitle': 'This deal',

  // The list of lessons and the closing screen
  'tutorial.list.title': 'Learn Kaschlan by playing',
  'tutorial.list.lead': (n: number) =>
    `${p(n, 'One short lesson', '# short lessons')}, each a deal set up so that one part of the game comes up. You play your cards on the real table; the others’ moves are fixed, so every lesson goes the same way. Try anything: if the rules forbid it, you are told why. Your progress stays on this device.`,
  'tutorial.list.start': 'Start the tutorial',
  'tutorial.list.continue': (title: string) => `Continue: ${title}`,
  'tutorial.list.done': '(done)',
  'tutorial.list.rules': 'Rules shown',
  'tutorial.list.reset': 'Start again from scratch',
  'tutorial.finale.title': 'That is the whole game',
  'tutorial.finale.lead':
    'You have led, reinforced, beaten, self-attacked, taken, refilled and gone out, and you know the Queen of Diamonds that nobody wants to be left with. Now play a real deal against the bots, or read the rules in full.',
  'tutorial.finale.play': 'Play against bots',
  'tutorial.finale.rules': 'Read the rules',
  'tutorial.finale.lessons': 'Back to the lessons',

  // The coach
  'tutorial.coach.label': 'Lesson',
  'tutorial.coach.lesson': (n: number, of: number) => `Lesson ${n} of ${of}`,
  'tutorial.coach.step': (n: number, of: number) => `step ${n} of ${of}`,
  'tutorial.coach.lessons': 'Lessons',
  'tutorial.coach.restart': 'Restart',
  'tutorial.coach.restartLesson': 'Restart lesson',
  'tutorial.coach.showMe': 'Show me',
  'tutorial.coach.hideHint': 'Hide the hint',
  'tutorial.coach.asExpected': 'Refused, as expected:',
  'tutorial.coach.notAllowed': 'Not allowed:',
  'tutorial.coach.takenBack': 'Legal, but not this step’s move: taken back.',
  'tutorial.coach.next': 'Next lesson',
  'tutorial.coach.finish': 'Finish the tutorial',
  'tutorial.coach.good': 'Well done',
  'tutorial.coach.hint': 'Try again',
  'tutorial.coach.refused': 'Refused',

  // The bar under the lesson's table
  'tutorial.bar.over': 'The deal is over.',
  'tutorial.bar.complete': 'Lesson complete.',
  'tutorial.bar.lead': (cards: string) => `${cap(W['word.lead'])} ${cards}`,
  'tutorial.bar.selfAttack': (card: string, by: string) =>
    `${cap(W['word.selfAttack'])} ${card} → ${by}`,
  'tutorial.bar.pick': 'Pick cards',
  'tutorial.bar.play': 'Play',
  'tutorial.bar.clear': 'Clear',
  'tutorial.bar.stop': cap(W['word.stop']),
  'tutorial.bar.pass': cap(W['word.pass']),
  'tutorial.bar.endBout': cap(W['word.endBout']),
  'tutorial.bar.take': `${cap(W['word.take'])} the cards`,
  'tutorial.bar.out': W['word.out'],
  'tutorial.bar.cards': (n: number) => p(n, '# card', '# cards'),

  // Lesson 1
  'tutorial.lead.title': 'Leading several cards',
  'tutorial.lead.blurb': 'Attack with cards of one rank, refill, and lead again.',
  'tutorial.lead.1.say':
    'You attack Otto. An attack opens with one card or with several cards of the same rank. Pick {9S} and {9H}, then press Lead.',
  'tutorial.lead.1.hint':
    'That is a legal lead, but this lesson is about leading several cards at once: pick both nines, {9S} and {9H}, then press Lead.',
  'tutorial.lead.1.praise':
    'Two nines on the table, and you drew two cards from the talon to have five again.',
  'tutorial.lead.2.say':
    'Right after a lead the attacker refills to five (R5.1), and you drew {9D}. As long as you hold cards of the rank you may lead them too, or stop. Lead {9D}.',
  'tutorial.lead.2.hint': 'Stopping is allowed, but lead {9D} to see it join the attack.',
  'tutorial.lead.2.praise': 'No nine left in your hand, so your turn ends by itself.',
  'tutorial.lead.outro':
    'Otto beat all three nines. The beaten pairs go to the discard pile, and as he beat everything he attacks you next (R6.3).',

  // Lesson 2
  'tutorial.reinforce.title': 'Reinforcing',
  'tutorial.reinforce.blurb': 'Join an attack on someone else with cards of the same rank.',
  'tutorial.reinforce.1.say':
    'Otto attacks Frieda with {8C} and {8S}. You are neither attacker nor defender, so when your turn comes you may reinforce: add cards of the bout’s rank. Pick {8D} and {8H}, then press Lead.',
  'tutorial.reinforce.1.hint':
    'That is allowed, but reinforce with both of your eights, {8D} and {8H}.',
  'tutorial.reinforce.1.praise':
    'Four eights against Frieda. There may never be more unbeaten cards on the table than the defender holds (R3.4): she holds five, so four is fine.',
  'tutorial.reinforce.outro':
    'Frieda beat all four eights, drew back to five, and now attacks you, the next player (R6.3). Reinforcers act one after another, clockwise from the attacker; the defender always comes last.',

  // Lesson 3
  'tutorial.beat.title': 'Beating',
  'tutorial.beat.blurb': 'Defend: a higher card of the same suit, or a trump.',
  'tutorial.beat.1.say':
    'Otto attacks you with {10H} and {10C}: you defend. Beat each card with one of yours: a higher card of the same suit, or a trump. Pick {KH}, then click {10H} on the table (or drag it there).',
  'tutorial.beat.1.hint':
    'A trump beats any plain card, true, but then you would have none left for {10C}. Beat {10H} with {KH}.',
  'tutorial.beat.1.praise': 'A higher heart beats a heart.',
  'tutorial.beat.2.say':
    'Your only club, {7C}, is lower than {10C}. But spades are trumps, and any trump beats a plain card: beat {10C} with {8S}. A trump itself is beaten only by a higher trump.',
  'tutorial.beat.2.hint': 'Beat {10C} with your trump {8S}.',
  'tutorial.beat.2.praise':
    'Everything is beaten: you drew back to five, and the bout is over (R4.4).',
  'tutorial.beat.outro':
    'The beaten pairs went to the discard pile, and since you beat everything, you attack Otto next (R6.3).',

  // Lesson 4
  'tutorial.kaschlan.title': 'The Kaschlan card',
  'tutorial.kaschlan.blurb': 'The Queen of Diamonds: the top trump, which nothing beats.',
  'tutorial.kaschlan.1.say':
    'The Queen of Diamonds, {QD}, is the Kaschlan: always a trump, whatever the trump suit, and the highest card of the game. Nothing beats her. She still counts as a Queen, so she may be led with other Queens. Lead {QS} and {QD} together.',
  'tutorial.kaschlan.1.hint': 'Lead both Queens together: pick {QS} and {QD}, then press Lead.',
  'tutorial.kaschlan.1.praise': 'Two Queens against Otto.',
  'tutorial.kaschlan.outro':
    'Otto beat {QS} with his higher trump {KS}, but nothing beats the Kaschlan: he had to take her. Everyone knows he holds her now (R5.3), so she shows face up in his hand. As he took, you attack him again (R6.4).',

  // Lesson 5
  'tutorial.selfAttack.title': 'Self-attack',
  'tutorial.selfAttack.blurb':
    'The defender leads a card of the rank himself and beats it at once.',
  'tutorial.selfAttack.1.say':
    'Otto attacks with {JD} and {JH}. First defend: beat {JD} with {KD} and {JH} with {QH}, in either order.',
  'tutorial.selfAttack.1.hint':
    'That is legal, but keep your trump and your {JS} for later: beat {JD} with {KD} and {JH} with {QH}.',
  'tutorial.selfAttack.1.praise': 'Both Jacks are beaten, so you refilled to five.',
  'tutorial.selfAttack.2.say':
    'Now you may self-attack (R4.2): lead a card of the bout’s rank from your own hand and beat it at once with another. Pick {JS} and {AS}, then press Self-attack.',
  'tutorial.selfAttack.2.hint':
    'Self-attack with {JS}, and beat it with {AS} (keep your trump {7C}).',
  'tutorial.selfAttack.2.praise':
    'Two cards gone from your hand, and new ones drawn: a self-attack made when everything is beaten refills too (R5.2).',
  'tutorial.selfAttack.outro':
    'With no Jack left to self-attack with, the bout ended by itself (R4.4), and you attack Otto next. A self-attack is never required; it is a way to swap weak cards for fresh ones.',

  // Lesson 6
  'tutorial.mustBeat.title': 'Must beat, and taking',
  'tutorial.mustBeat.blurb': 'You must beat while you can; what you cannot beat, you take.',
  'tutorial.mustBeat.1.say':
    'Otto leads {9S} and {9C}. Your clubs are too low for {9C}, and you hold no trump (hearts), so you might want to take the cards. Try it: press Take the cards.',
  'tutorial.mustBeat.1.hint':
    'First try to take the cards, to see what the rules say: press Take the cards.',
  'tutorial.mustBeat.1.praise':
    'You can beat {9S} with {10S}, so you must: taking comes only when nothing beats.',
  'tutorial.mustBeat.2.say': 'Beat {9S} with {10S}.',
  'tutorial.mustBeat.2.hint': 'Beat {9S} with {10S}.',
  'tutorial.mustBeat.2.praise': 'Nothing of yours beats {9C}.',
  'tutorial.mustBeat.3.say':
    'Now nothing in your hand beats {9C}: take it. You pick up only the unbeaten cards; the beaten pair goes to the discard pile, and you do not refill.',
  'tutorial.mustBeat.3.hint': 'Take the card: press Take the cards.',
  'tutorial.mustBeat.3.praise': 'You took {9C}.',
  'tutorial.mustBeat.outro':
    'Because you took, the same attacker attacks you again (R6.4). The card you picked up is public: everyone knows you hold it (R5.3).',

  // Lesson 7
  'tutorial.refill.title': 'Refilling',
  'tutorial.refill.blurb': 'Who draws when, and the trump card that comes last.',
  'tutorial.refill.1.say':
    'Otto led {7H} and {7D} and drew two cards at once: an attacker refills right after each lead. The defender draws only when everything on the table is beaten. Beat {7H} with {8H} and {7D} with {9D}, and watch the talon.',
  'tutorial.refill.1.hint': 'Beat {7H} with {8H} and {7D} with {9D}.',
  'tutorial.refill.1.praise':
    'Only when the second seven was beaten did you draw: {JH}, then {AS}, the face-up trump card, which is always the last card of the talon (R2.2).',
  'tutorial.refill.2.say':
    'Everybody saw you take the trump card, so the others know you hold it (R5.3). The talon is empty: from now on nobody draws (R5.1). You could self-attack with {7C}, but keep your trump Ace: press End the bout.',
  'tutorial.refill.2.hint':
    'That self-attack is legal, but it would spend your trump Ace. End the bout instead.',
  'tutorial.refill.2.praise': 'The bout is over.',
  'tutorial.refill.outro':
    'You beat everything, so you attack Otto next. With the talon empty, every card played now is gone for good: the race to go out has begun.',

  // Lesson 8
  'tutorial.out.title': 'Going out',
  'tutorial.out.blurb': 'No cards and an empty talon: you are out, and safe.',
  'tutorial.out.1.say':
    'The talon is empty, so nobody draws any more. Frieda attacks you with {9C}, a trump, and Otto has no nine to add. Beat it with your higher trump {JC}.',
  'tutorial.out.1.hint': 'Beat {9C} with {JC}.',
  'tutorial.out.1.praise': 'Beaten, and you attack next (R6.3).',
  'tutorial.out.2.say':
    'You hold two cards. Lead both tens, {10H} and {10D}: with no cards in hand and nothing left to draw, you are out at once (R6.1).',
  'tutorial.out.2.hint': 'Lead both tens together, so your hand is empty.',
  'tutorial.out.2.praise': 'You are out! Whatever happens now, you cannot be the Kaschlan.',
  'tutorial.out.outro':
    'Otto beat both tens. Because the attacker (you) went out, the player before you, Frieda, attacks Otto next (R6.3); the two of them play on without you.',

  // Lesson 9
  'tutorial.end.title': 'The end',
  'tutorial.end.blurb': 'The last player holding cards is the Kaschlan.',
  'tutorial.end.1.say': 'Frieda led her last card, {7C}, and is out at once. Beat it with {9C}.',
  'tutorial.end.1.hint': 'Beat {7C} with {9C}.',
  'tutorial.end.1.praise':
    'Beaten. Frieda attacked and went out, so the player before her, Otto, attacks you now (R6.3).',
  'tutorial.end.2.say':
    'Otto leads {JH}; the table may hold only one unbeaten card, as you hold only one (R3.4). Beat it with your last card, {KH}.',
  'tutorial.end.2.hint': 'Beat {JH} with {KH}.',
  'tutorial.end.2.praise': 'You are out, and the deal is over.',
  'tutorial.end.outro':
    'The deal ends as soon as at most one player still holds cards (R6.2). Otto is left with his: he is the Kaschlan, and gets a mark. In a match of several deals, the one with the fewest marks wins (R8.4).',
};

/** A text of the tutorial (a string, not a function): the lessons name theirs by key. */
export type TutorialText = {
  [K in keyof typeof tutorialEn]: (typeof tutorialEn)[K] extends string ? K : never;
}[keyof typeof tutorialEn];
