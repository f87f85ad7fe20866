// English: the offline table and its dialogs: table/*, shell/*, widgets/*, state/log.ts,
// state/prompt.ts, cards/names.ts. The source strings of this area; the other languages' files must
// match its keys and shapes (a type error otherwise). In the log's lines `{0}` and `{1}` stand for
// cards (or a list of cards), drawn as card chips; a translation puts them where its grammar wants.
// `you` says the seat is the viewer's own ("You draw" rather than "Otto draws").

import type { PresetName, Suit } from '@kaschlan/engine';
import type { BotLevel as Level } from '@kaschlan/table';
import type { Pace, Theme } from '../../state/settings';
import { cap, GERMAN_COURT, presetWord } from '../glossary';
import { plural } from '../plural';
import { wordsEn as W } from './words.en';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });
/** "You draw" or "Otto draws". */
const s = (name: string, you: boolean, yours: string, theirs: string) =>
  you ? `You ${yours}` : `${name} ${theirs}`;

const RANK: Record<string, string> = {
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  J: W['word.jack'].toLowerCase(),
  Q: W['word.queen'].toLowerCase(),
  K: W['word.king'].toLowerCase(),
  A: W['word.ace'].toLowerCase(),
};
const RANKS: Record<string, string> = {
  '2': 'twos',
  '3': 'threes',
  '4': 'fours',
  '5': 'fives',
  '6': 'sixes',
  '7': 'sevens',
  '8': 'eights',
  '9': 'nines',
  '10': 'tens',
  J: 'jacks',
  Q: 'queens',
  K: 'kings',
  A: 'aces',
};
const SUIT: Record<Suit, string> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
// The German-faced pack keeps its own names in every language (R1.5).
const G_RANK = GERMAN_COURT;
const G_RANKS: Record<string, string> = { J: 'Unters', Q: 'Obers', K: 'Königs', A: 'Dauses' };
const G_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };

/** A card's name: "eight of diamonds", "Ober of Schellen" (R1.5). */
const cardName = (rank: string, suit: Suit, german: boolean): string =>
  german
    ? `${G_RANK[rank] ?? RANK[rank] ?? rank} of ${G_SUIT[suit]}`
    : `${RANK[rank] ?? rank} of ${SUIT[suit]}`;

/** The Kaschlan card as the chosen face shows it (R1.5): "the Queen of Diamonds", "the Ober of Schellen". */
const theKaschlan = (german: boolean): string =>
  `the ${cardName('Q', 'D', german).replace(/\b(?!of\b)[a-z]/g, (c) => c.toUpperCase())}`;

/** The same, to open a sentence ("The Queen of Diamonds"); the online end screen uses it too. */
export const kaschlanCardEn = (german: boolean): string => `T${theKaschlan(german).slice(1)}`;

const pick = (list: readonly string[], i: number): string => list[i % list.length]!;

const TEASES_YOU = (german: boolean): string[] => [
  `Left holding the cards like ${theKaschlan(german)} ${german ? 'himself' : 'herself'}: nobody could beat you, at losing.`,
  'The table bows to the Kaschlan. Do not let it go to your head; it is not a crown.',
  `Every card found a home but yours. ${kaschlanCardEn(german)} sends ${german ? 'his' : 'her'} regards.`,
];
const TEASES_OTHER = (german: boolean): string[] => [
  '%s is left holding the cards, and the table will call %s nothing else until the next deal.',
  `All hail %s, the Kaschlan! ${kaschlanCardEn(german)} has found a worthy namesake.`,
  'Everyone got rid of their cards except %s. Be kind; it could have been you.',
];

export const tableEn = {
  // Seats
  'table.you': 'You',
  'table.seat': (n: number) => `Seat ${n}`,

  // Cards: full names for screen readers ("eight of diamonds"), suits, ranks in prompts
  'table.card.name': cardName,
  'table.card.kaschlan': (name: string) => `${name}, the Kaschlan`,
  'table.card.suit': (suit: Suit, german: boolean) => (german ? G_SUIT[suit] : SUIT[suit]),
  'table.card.ranks': (rank: string, german: boolean) =>
    (german ? G_RANKS[rank] : undefined) ?? RANKS[rank] ?? rank,
  'table.card.back': 'a card',
  'table.card.faceDown': 'a card, face down',
  'table.cards': (n: number) => p(n, '# card', '# cards'),
  /** The word after a count shown apart ("5" "cards"). */
  'table.cardsWord': (n: number) => p(n, 'card', 'cards'),

  // The log
  'table.log.deal': (name: string, you: boolean) =>
    `${s(name, you, 'deal', 'deals')}. Trumps: {0} lies under the talon.`,
  'table.log.dealSuit': (name: string, you: boolean, suit: string) =>
    `${s(name, you, 'deal', 'deals')}. Trumps: ${suit}.`,
  'table.log.bout': (
    attacker: string,
    attackerYou: boolean,
    defender: string,
    defenderYou: boolean,
  ) => `${s(attacker, attackerYou, 'attack', 'attacks')} ${defenderYou ? 'you' : defender}.`,
  'table.log.lead': (name: string, you: boolean) => `${s(name, you, 'lead', 'leads')} {0}`,
  'table.log.reinforce': (name: string, you: boolean) =>
    `${s(name, you, 'reinforce with', 'reinforces with')} {0}`,
  'table.log.coachman': (name: string, you: boolean) =>
    `${s(name, you, 'add', 'adds')} a coachman: {0}`,
  'table.log.endBout': (name: string, you: boolean) => `${s(name, you, 'end', 'ends')} the bout.`,
  'table.log.nothing': (name: string, you: boolean) =>
    `${s(name, you, 'have', 'has')} nothing to add.`,
  'table.log.stop': (name: string, you: boolean) => `${s(name, you, 'stop', 'stops')}.`,
  'table.log.pass': (name: string, you: boolean) => `${s(name, you, 'pass', 'passes')}.`,
  'table.log.beat': (name: string, you: boolean) => `${s(name, you, 'beat', 'beats')} {0} with {1}`,
  'table.log.selfAttack': (name: string, you: boolean) =>
    you
      ? 'You self-attack with {0} and beat it with {1}'
      : `${name} self-attacks with {0} and beats it with {1}`,
  'table.log.take': (name: string, you: boolean) => `${s(name, you, 'take', 'takes')} {0}`,
  'table.log.draw': (name: string, you: boolean) => `${s(name, you, 'draw', 'draws')} {0}`,
  'table.log.drawCount': (name: string, you: boolean, n: number) =>
    `${s(name, you, 'draw', 'draws')} ${p(n, '# card', '# cards')}`,
  'table.log.lastTrump': ', the last is the trump card {0}',
  'table.log.discard': (n: number) =>
    p(n, '# card goes to the discard pile.', '# cards go to the discard pile.'),
  'table.log.out': (name: string, you: boolean) => `${s(name, you, 'are', 'is')} out.`,
  'table.log.kaschlan': (name: string, you: boolean) =>
    `${s(name, you, 'are', 'is')} the Kaschlan!`,
  'table.log.drawn': 'The deal is drawn: nobody is the Kaschlan.',
  'table.log.label': 'What happened this deal',
  'table.log.title': 'This deal',
  'table.log.region': 'Log',
  /** The hidden region that reads out the other players' moves. */
  'table.log.announce': 'Moves of the other players',

  // The prompt
  'table.prompt.over': 'The deal is over.',
  'table.prompt.anyRank': 'cards of one rank',
  'table.prompt.waitAttack': (name: string, defender: string, defenderYou: boolean) =>
    `Waiting for ${name}, attacking ${defenderYou ? 'you' : defender}…`,
  'table.prompt.waitReinforce': (name: string, defender: string, defenderYou: boolean) =>
    `Waiting for ${name}, deciding whether to reinforce against ${defenderYou ? 'you' : defender}…`,
  'table.prompt.waitDefend': (name: string) => `Waiting for ${name}, defending…`,
  'table.prompt.firstLead': (defender: string) =>
    `Your attack on ${defender}: lead a card, or several of one rank.`,
  'table.prompt.leadMore': (ranks: string) => `lead more ${ranks}`,
  'table.prompt.addCoachman': 'add a coachman (one card of another rank)',
  'table.prompt.stop': W['word.stop'],
  'table.prompt.or': (parts: readonly string[]) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`,
  'table.prompt.attacking': (defender: string, what: string) => `Attacking ${defender}: ${what}.`,
  'table.prompt.reinforce': (defender: string, ranks: string) =>
    `Reinforce the attack on ${defender} with ${ranks}, or pass.`,
  'table.prompt.ownPass': `Nothing to add: you ${W['word.pass']}.`,
  'table.prompt.pass': `${cap(W['word.pass'])}.`,
  'table.prompt.allBeatenSelf': (ranks: string) =>
    `All beaten. ${cap(W['word.selfAttack'])} with your ${ranks} (pick it and a card to beat it), or ${W['word.endBout']}.`,
  'table.prompt.allBeaten': `All beaten: ${W['word.endBout']}.`,
  'table.prompt.defend': 'Defend: pick a card and the card it beats, or drag it there.',
  'table.prompt.orTake': `Or ${W['word.take']} the cards.`,
  'table.prompt.nothingSelf': `Nothing beats the attack: ${W['word.take']} the cards, or ${W['word.selfAttack']} first.`,
  'table.prompt.nothing': `Nothing in your hand beats the attack: ${W['word.take']} the cards.`,

  // The buttons under the table
  'table.act.pick': 'Pick cards',
  'table.act.play': 'Play',
  // Each button says its action's word (words.en.ts), as the rule page names it.
  'table.act.lead': (cards: string) => `${cap(W['word.lead'])} ${cards}`,
  'table.act.coachman': (card: string) => `Add ${W['word.coachman']} ${card}`,
  'table.act.selfAttack': (card: string, beater: string) =>
    `${cap(W['word.selfAttack'])} ${card} → ${beater}`,
  'table.act.stop': cap(W['word.stop']),
  'table.act.pass': cap(W['word.pass']),
  'table.act.endBout': cap(W['word.endBout']),
  'table.act.clear': 'Clear',
  'table.act.take': `${cap(W['word.take'])} the cards`,
  'table.act.results': 'Results',
  'table.act.nextDeal': 'Next deal',

  // The table
  'table.battle.label': 'The table',
  /** The bout's line: `{a}` the attacker, `{d}` the defender (names, or the words below). */
  'table.battle.line': (attackerYou: boolean, _defenderYou: boolean) =>
    `{a} ${attackerYou ? 'attack' : 'attacks'} {d}`,
  'table.battle.you': 'You',
  'table.battle.youDefend': 'you',
  'table.battle.over': 'The deal is over',
  'table.battle.empty': 'Waiting for the lead',
  'table.pair.open': (card: string) => `${card}, not beaten`,
  'table.pair.aimed': (card: string) => `${card}, not beaten: pick a card to beat it`,
  'table.pair.target': (card: string) => `${card}, not beaten: the picked card beats it`,
  'table.pair.beaten': (card: string, by: string) => `${card}, beaten by ${by}`,
  'table.hand.cannotPlay': (card: string) => `${card}, cannot be played now`,

  // Why a tap did nothing (shown under the prompt and read out at once)
  'table.refuse.over': 'The deal is over: nothing can be played.',
  'table.refuse.wait': (name: string) => `Not your turn: waiting for ${name}.`,
  'table.refuse.doesNotBeat': (card: string, attack: string) =>
    `${cap(card)} does not beat ${attack}.`,
  'table.refuse.beatsNothing': (card: string) =>
    `${cap(card)} beats none of the cards on the table.`,
  'table.refuse.cannotPlay': (card: string) => `${cap(card)} cannot be played now.`,
  'table.refuse.nothingBeats': (attack: string) => `Nothing in your hand beats ${attack}.`,
  'table.refuse.notDefender': (name: string) => `Only the defender, ${name}, beats cards.`,
  'table.refuse.pickFirst': 'Pick the cards to play first: tap them in your hand.',
  'table.refuse.noMove':
    'The picked cards make no move on their own: pick others, or tap the card to beat.',
  'table.refuse.beaten': (attack: string, by: string) =>
    `${cap(attack)} is beaten already, by ${by}.`,
  'table.refuse.choose': (card: string) =>
    `${cap(card)} beats more than one card: tap the one it should beat.`,
  'table.refuse.pickMore': (card: string) =>
    `${cap(card)} is played with another card: pick that one too, then play.`,
  'table.discard.empty': 'discards',
  'table.discard.count': (n: number) => p(n, 'discarded', 'discarded'),
  'table.talon.empty': 'empty',
  'table.talon.count': (n: number) => p(n, 'in talon', 'in talon'),
  'table.talon.trumps': (suit: string) => `Trumps: ${suit}`,
  'table.marks': (n: number) => p(n, '# Kaschlan mark', '# Kaschlan marks'),
  'table.seat.label': (name: string, n: number) => `${name}, ${p(n, '# card', '# cards')}`,
  'table.seat.out': 'out',
  'table.seat.kaschlan': 'the Kaschlan',
  'table.seat.thinking': 'thinking',
  'table.role.attacker': W['word.attacker'],
  'table.role.defender': W['word.defender'],
  'table.bot.illegal': (name: string, error: string) =>
    `${name} (bot) chose an illegal move (${error}); it played its first legal move instead.`,
  'table.bot.failed': (name: string, error: string) =>
    `${name} (bot) failed (${error}); it played its first legal move instead.`,

  // The header
  'table.head.deal': (n: number) => `Deal ${n}`,
  'table.head.score': 'Kaschlan marks in this match (fewest wins)',
  'table.head.new': 'New',
  'table.head.newGame': 'New game',
  'table.head.newTitle': 'New game (N)',
  'table.head.log': 'Log',
  'table.head.logTitle': 'Log (L)',
  'table.head.theme': (theme: string) => `Theme: ${theme}`,
  'table.head.themeNext': (now: string, next: string) => `${now} (click for ${next})`,
  'table.head.help': 'Help',
  'table.head.helpTitle': 'Help (?)',

  // Hot seat's cover
  'table.cover.label': (name: string) => `Pass the device to ${name}`,
  'table.cover.pass': 'Pass the device to',
  'table.cover.lookAway': 'The others should look away now.',
  'table.cover.show': (name: string) => `I am ${name}: show my cards`,

  // The end of a deal
  'table.end.dialog': 'Deal over',
  'table.end.drawn': 'A drawn deal',
  'table.end.title': (name: string, you: boolean) =>
    you ? 'You are the Kaschlan!' : `${name} is the Kaschlan!`,
  /** The i-th joke for you, the Kaschlan card named as the face (`german`) shows it. */
  'table.end.teaseYou': (i: number, german = false) => pick(TEASES_YOU(german), i),
  'table.end.teaseOther': (i: number, name: string, german = false) =>
    pick(TEASES_OTHER(german), i).replaceAll('%s', name),
  'table.end.teaseDrawn':
    'Round and round it went until the table gave up: nobody is the Kaschlan this time, and nobody gets a mark.',
  'table.end.out': (names: string) => `Out, in order: ${names}.`,
  'table.end.score': 'Match score',
  'table.end.after': (n: number) =>
    `${p(n, 'After # deal', 'After # deals')}: Kaschlan marks, fewest wins`,
  'table.end.marks': (n: number) => p(n, '# mark', '# marks'),
  'table.end.dealsAgain': (name: string, you: boolean) => `${s(name, you, 'deal', 'deals')} again.`,
  'table.end.dealsNext': (name: string, you: boolean) =>
    `${s(name, you, 'deal', 'deals')} the next one.`,
  'table.end.newMatch': 'New match…',
  'table.end.seeTable': 'See the table',
  'table.end.watch': 'Watch replay',
  'table.end.review': 'Review this deal',
  'table.end.again': 'Play again',
  'table.end.replayFailed': (error: string) => `The replay could not be opened: ${error}`,

  // The first visit's welcome
  'table.welcome.title': 'Welcome to Kaschlan',
  'table.welcome.line1':
    'An old card game from East Prussia, a cousin of Durak: beat the cards played at you, and get rid of all of yours.',
  'table.welcome.line2':
    'Whoever is left holding cards is the Kaschlan, named after the Queen of Diamonds that nothing beats.',
  'table.welcome.play': 'Play now',
  'table.welcome.look': 'Language and cards',

  // Help
  'table.help.title': 'How to play',
  /** Words between asterisks are shown in bold. */
  'table.help.intro':
    'The attacker leads one or more cards of one rank; the others may reinforce with the same rank. The defender beats each card with a higher card of its suit or a trump, or takes the cards he cannot beat. Everyone refills to five from the talon. Whoever is left holding cards at the end is the *Kaschlan*, named after the Queen of Diamonds, which nothing beats.',
  'table.help.mouse': 'Mouse and touch',
  'table.help.mouse1':
    'Click or tap cards in your hand to pick them, then press the button under the table.',
  'table.help.mouse2':
    'To beat: pick a card, then tap the attack card it beats; or drag your card onto it.',
  'table.help.mouse3':
    'Double-click (or double-tap) a card to play it at once when it can only do one thing.',
  'table.help.mouse4':
    'Glowing cards show what beats what: pick or point at a card to see its partners.',
  'table.help.keyboard': 'Keyboard',
  'table.help.keyHomeEnd': 'Home End',
  'table.help.keySpace': 'Space',
  'table.help.keyEnter': 'Enter',
  'table.help.keyEsc': 'Esc',
  'table.help.arrows': 'move along your hand, or along the attack cards',
  'table.help.homeEnd': 'to the first or the last card of the row',
  'table.help.upDown': 'up to the attack cards, back down to a card of your hand you can play',
  'table.help.space': 'pick the card under the cursor (or aim at an attack card)',
  'table.help.enter':
    'play: the picked cards, the card under the cursor, or beat the attack card under the cursor',
  'table.help.p': `${W['word.pass']}, ${W['word.stop']} leading, or ${W['word.endBout']}`,
  'table.help.t': `${W['word.take']} the cards`,
  'table.help.i': 'a hint: what the expert bot would play, and why (counted on the end screen)',
  'table.help.esc': 'clear what you picked; close a dialog',
  'table.help.n': 'new game',
  'table.help.l': 'show or hide the log',
  'table.help.h': 'this help',
  'table.help.back': 'Back to the table',

  // The new-game form
  'table.new.title': 'New game',
  'table.new.players': 'Players',
  'table.new.seat': (n: number) => `Seat ${n}`,
  'table.new.seatName': (n: number) => `Name of seat ${n}`,
  'table.new.person': 'Person (hot seat)',
  'table.new.bot': (level: Level) =>
    `${{ easy: 'Easy', normal: 'Normal', hard: 'Hard', expert: 'Expert' }[level]} bot`,
  'table.new.hotSeat':
    'Hot seat: pass the device around. A cover screen hides each hand between people.',
  'table.new.bots': (levels: string) =>
    `Seats run clockwise from you. Bots: ${levels}. Pick “Person” to share this device (hot seat).`,
  'table.level': (level: Level) =>
    ({ easy: 'easy', normal: 'normal', hard: 'hard', expert: 'expert' })[level],
  'table.level.hint': (level: Level) =>
    ({
      easy: 'easy is forgiving',
      normal: 'normal plays sensibly',
      hard: 'hard searches ahead',
      expert: 'expert is hard with more time (not measurably stronger)',
    })[level],
  // The rules, in the new-game form and the room form alike (widgets/RuleFields.tsx): each
  // option and preset by its glossary word, then what it does.
  'table.new.rules': 'Rules',
  'table.new.preset': cap(W['word.preset']),
  'table.new.presetName': (preset: PresetName) => W[presetWord(preset)],
  'table.new.pack': cap(W['word.pack']),
  'table.new.packSize': (n: number) => p(n, '# card', '# cards'),
  'table.new.coachman': `${cap(W['word.coachman'])}: after two cards of the rank the ${W['word.attacker']} may add one card of another rank (R7.1)`,
  'table.new.afterTake': `${cap(W['word.passOn'])}: after a take, the player on the ${W['word.defender']}’s left attacks the player on his own left (R7.2)`,
  'table.new.mustBeat': `${cap(W['word.mustBeat'])}: the ${W['word.defender']} may take only when he cannot beat (R4.3, R7.5)`,
  'table.new.look': 'Look',
  'table.new.face': 'Cards',
  'table.new.french': 'French ♣♠♥♦',
  'table.new.german': 'German (Skat)',
  'table.new.fourColour': 'Four colours (clubs green, diamonds blue)',
  'table.new.theme': 'Theme',
  'table.new.themeName': (theme: Theme) =>
    ({ system: 'System', light: 'Light', dark: 'Dark' })[theme],
  'table.new.pace': 'Bots move',
  'table.new.paceName': (pace: Pace) =>
    ({ relaxed: 'Relaxed', brisk: 'Brisk', instant: 'Instant' })[pace],
  'table.new.applyLook': 'Apply look only',
  'table.new.deal': 'Deal',

  // Elsewhere
  'table.close': 'Close',
  'table.screenError': (error: string) => `This screen could not be loaded: ${error}`,
};
