// The event log of the terminal game: one line per public event of seat 0's view. Pure.

import type { GameEvent, Suit } from '@kaschlan/engine';
import { cardsText, cardText, type Look, paint, seatName, suitName, verb } from './cards';

/** The line of one event, or null for events that need none. */
export function eventLine(e: GameEvent, look: Look, trump: Suit): string | null {
  const who = (seat: number) => seatName(seat);
  const c = (card: string) => cardText(look, card, trump);
  const cs = (cards: readonly string[]) => cardsText(look, cards, trump);
  switch (e.type) {
    case 'deal':
      return `${who(e.dealer)} ${verb(e.dealer, 'deal', 'deals')}; trumps ${suitName(look, e.trump)}${
        e.trumpCard === null ? '' : ` (${c(e.trumpCard)} turned up)`
      }`;
    case 'bout':
      return paint(
        look,
        `— new bout: ${who(e.attacker)} ${verb(e.attacker, 'attack', 'attacks')} ${
          e.defender === 0 ? 'you' : who(e.defender)
        }`,
        'cyan',
      );
    case 'lead':
      return `${who(e.seat)} ${verb(e.seat, 'lead', 'leads')} ${cs(e.cards)}`;
    case 'coachman':
      return `${who(e.seat)} ${verb(e.seat, 'add', 'adds')} the coachman ${c(e.card)}`;
    case 'beat':
      return `${who(e.seat)} ${verb(e.seat, 'beat', 'beats')} ${c(e.attack)} with ${c(e.with)}`;
    case 'selfAttack':
      return `${who(e.seat)} ${verb(e.seat, 'self-attack', 'self-attacks')}: ${c(e.card)} beaten with ${c(e.with)}`;
    case 'pass':
      return e.forced === true
        ? paint(look, `${who(e.seat)} ${verb(e.seat, 'pass', 'passes')} (nothing to play)`, 'dim')
        : paint(look, `${who(e.seat)} ${verb(e.seat, 'pass', 'passes')}`, 'dim');
    case 'take':
      return paint(look, `${who(e.seat)} ${verb(e.seat, 'take', 'takes')} ${cs(e.cards)}`, 'bold');
    case 'draw': {
      const what = e.cards === null ? `${e.count} card${e.count === 1 ? '' : 's'}` : cs(e.cards);
      const trumpCard =
        e.trumpCard === undefined ? '' : ` (the trump card ${c(e.trumpCard)} among them)`;
      return paint(
        look,
        `${who(e.seat)} ${verb(e.seat, 'draw', 'draws')} ${what}${trumpCard}`,
        'dim',
      );
    }
    case 'discard':
      return paint(look, `${e.cards.length} cards to the discard pile`, 'dim');
    case 'out':
      return paint(look, `${who(e.seat)} ${verb(e.seat, 'are', 'is')} out!`, 'bold', 'green');
    case 'end':
      return null; // the end is announced separately
  }
}

/** The lines of events[from..]. */
export function eventLines(
  events: readonly GameEvent[],
  from: number,
  look: Look,
  trump: Suit,
): string[] {
  const lines: string[] = [];
  for (let i = from; i < events.length; i++) {
    const line = eventLine(events[i]!, look, trump);
    if (line !== null) lines.push(line);
  }
  return lines;
}

/** The end of the deal (R6.2, R6.7). */
export function endMessage(loser: number | null, drawn: boolean, look: Look): string {
  if (drawn) return paint(look, 'The deal is drawn (R6.7): nobody is the Kaschlan.', 'bold');
  if (loser === null)
    return paint(look, 'The last players went out together: nobody is the Kaschlan.', 'bold');
  return loser === 0
    ? paint(look, 'You are the Kaschlan! You lost this deal.', 'bold', 'red')
    : paint(look, `${seatName(loser)} is the Kaschlan! You got out in time.`, 'bold', 'green');
}
