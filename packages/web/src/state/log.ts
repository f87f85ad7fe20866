// The deal's events (view.events, already filtered for the viewer) as readable lines. Cards
// stay cards (segments), so the log can draw them in the chosen face. Who attacks and who
// defends is taken from the `bout` events themselves, not worked out.

import type { Card, GameEvent, Seat } from '@kaschlan/engine';

export type Segment = string | { readonly card: Card };

export interface LogLine {
  readonly key: number;
  readonly kind: GameEvent['type'];
  readonly segments: readonly Segment[];
}

export interface Naming {
  /** A seat's name ("Otto", or "You" for the viewer). */
  readonly name: (seat: Seat) => string;
  /** The viewer's seat, for "you draw" rather than "draws" (null for a spectator). */
  readonly me: Seat | null;
}

const cards = (list: readonly Card[]): Segment[] =>
  list.flatMap((c, i) => (i === 0 ? [{ card: c }] : [' ', { card: c }]));

/** A name inside a sentence: "you" rather than "You". */
const objectName = (naming: Naming, seat: Seat): string =>
  seat === naming.me ? naming.name(seat).toLowerCase() : naming.name(seat);

/** Verb agreement: "You draw" but "Otto draws". */
const verb = (naming: Naming, seat: Seat, you: string, other: string): string =>
  seat === naming.me ? you : other;

/** The log lines of a deal so far. */
export function logLines(events: readonly GameEvent[], naming: Naming): LogLine[] {
  const lines: LogLine[] = [];
  let attacker: Seat | null = null;
  let defender: Seat | null = null;
  let unbeaten = 0;
  const push = (kind: GameEvent['type'], segments: Segment[]) =>
    lines.push({ key: lines.length, kind, segments });
  for (const e of events) {
    const who = 'seat' in e ? naming.name(e.seat) : '';
    switch (e.type) {
      case 'deal':
        push('deal', [
          `${naming.name(e.dealer)} ${verb(naming, e.dealer, 'deal', 'deals')}. Trumps: `,
          ...(e.trumpCard ? [{ card: e.trumpCard }, ' lies under the talon.'] : [`${e.trump}.`]),
        ]);
        break;
      case 'bout':
        attacker = e.attacker;
        defender = e.defender;
        unbeaten = 0;
        push('bout', [
          `${naming.name(e.attacker)} ${verb(naming, e.attacker, 'attack', 'attacks')} ${objectName(naming, e.defender)}.`,
        ]);
        break;
      case 'lead':
        unbeaten += e.cards.length;
        push('lead', [
          `${who} ${e.seat === attacker ? verb(naming, e.seat, 'lead', 'leads') : verb(naming, e.seat, 'reinforce with', 'reinforces with')} `,
          ...cards(e.cards),
        ]);
        break;
      case 'coachman':
        unbeaten += 1;
        push('coachman', [
          `${who} ${verb(naming, e.seat, 'add', 'adds')} a coachman: `,
          { card: e.card },
        ]);
        break;
      case 'pass': {
        const text =
          e.seat === defender && unbeaten === 0
            ? verb(naming, e.seat, 'end the bout', 'ends the bout')
            : e.forced
              ? verb(naming, e.seat, 'have nothing to add', 'has nothing to add')
              : e.seat === attacker
                ? verb(naming, e.seat, 'stop', 'stops')
                : verb(naming, e.seat, 'pass', 'passes');
        push('pass', [`${who} ${text}.`]);
        break;
      }
      case 'beat':
        unbeaten -= 1;
        push('beat', [
          `${who} ${verb(naming, e.seat, 'beat', 'beats')} `,
          { card: e.attack },
          ' with ',
          { card: e.with },
        ]);
        break;
      case 'selfAttack':
        push('selfAttack', [
          `${who} ${verb(naming, e.seat, 'self-attack with', 'self-attacks with')} `,
          { card: e.card },
          ' and ',
          verb(naming, e.seat, 'beat', 'beats'),
          ' it with ',
          { card: e.with },
        ]);
        break;
      case 'take':
        unbeaten = 0;
        push('take', [`${who} ${verb(naming, e.seat, 'take', 'takes')} `, ...cards(e.cards)]);
        break;
      case 'draw': {
        const trump: Segment[] = e.trumpCard
          ? [', the last is the trump card ', { card: e.trumpCard }]
          : [];
        if (e.cards)
          push('draw', [
            `${who} ${verb(naming, e.seat, 'draw', 'draws')} `,
            ...cards(e.cards),
            ...trump,
          ]);
        else
          push('draw', [
            `${who} ${verb(naming, e.seat, 'draw', 'draws')} ${e.count} card${e.count === 1 ? '' : 's'}`,
            ...trump,
          ]);
        break;
      }
      case 'discard':
        push('discard', [`${e.cards.length} cards go to the discard pile.`]);
        break;
      case 'out':
        push('out', [`${who} ${verb(naming, e.seat, 'are', 'is')} out.`]);
        break;
      case 'end':
        push('end', [
          e.loser === null
            ? 'The deal is drawn: nobody is the Kaschlan.'
            : `${naming.name(e.loser)} ${verb(naming, e.loser, 'are', 'is')} the Kaschlan!`,
        ]);
        break;
    }
  }
  return lines;
}
