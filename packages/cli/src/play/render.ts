// The board as the human (seat 0) sees it, drawn from his view only: trumps, the talon,
// the opponents with roles, card counts and known cards (R5.3), the table as attack/beating
// pairs, the discards, who is out, his sorted hand and his legal actions. Pure.

import { type Action, type Card, KASCHLAN, type Seat, type View } from '@kaschlan/engine';
import {
  cardsText,
  cardText,
  type Look,
  padVisible,
  paint,
  rankText,
  seatName,
  sortHand,
  suitName,
  visibleLength,
} from './cards';

/** How the human types an action (the notation the input parser reads). */
export function notationOf(a: Action): string {
  switch (a.type) {
    case 'lead':
      return a.cards.join(' ');
    case 'coachman':
      return `coach ${a.card}`;
    case 'beat':
      return `beat ${a.attack} ${a.with}`;
    case 'selfAttack':
      return `self ${a.card} ${a.with}`;
    default:
      return a.type;
  }
}

/** What the action does, in words. */
export function describeAction(a: Action, view: View, look: Look): string {
  const c = (card: Card) => cardText(look, card, view.trump);
  switch (a.type) {
    case 'lead':
      return `${view.table.length === 0 ? 'lead' : 'add'} ${cardsText(look, a.cards, view.trump)}`;
    case 'coachman':
      return `add ${c(a.card)} as the coachman`;
    case 'beat':
      return `beat ${c(a.attack)} with ${c(a.with)}`;
    case 'selfAttack':
      return `self-attack: lead ${c(a.card)}, beat it with ${c(a.with)}`;
    case 'take': {
      const cards = view.table.filter((e) => e.beatenBy === null).map((e) => e.card);
      return `take ${cardsText(look, cards, view.trump)}`;
    }
    case 'pass':
      return a.seat === view.defender && view.bout.phase === 'defend'
        ? 'end the bout'
        : 'pass (lead no more)';
  }
}

/** The seat's role in the bout, or null. */
export function roleOf(view: View, seat: Seat): 'attacker' | 'defender' | null {
  if (view.over || view.out.includes(seat)) return null;
  return seat === view.attacker ? 'attacker' : seat === view.defender ? 'defender' : null;
}

function badge(look: Look, view: View, seat: Seat): string {
  const role = roleOf(view, seat);
  if (role === null) return '';
  const text = `[${role.toUpperCase()}]`;
  return role === 'attacker' ? paint(look, text, 'bold', 'red') : paint(look, text, 'bold', 'blue');
}

const ordinal = (n: number): string =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Who drew the face-up trump card (R5.3), from the view's events. */
function trumpDrawnBy(view: View): { seat: Seat; card: Card } | null {
  for (const e of view.events)
    if (e.type === 'draw' && e.trumpCard !== undefined) return { seat: e.seat, card: e.trumpCard };
  return null;
}

function trumpLine(view: View, look: Look): string {
  const suit = `trumps ${suitName(look, view.trump)}`;
  if (view.trumpCard !== null)
    return `${suit}, trump card ${cardText(look, view.trumpCard, view.trump)} (the last card of the talon)`;
  const drawn = trumpDrawnBy(view);
  return drawn === null
    ? suit
    : `${suit}, trump card ${cardText(look, drawn.card, view.trump)} drawn by ${seatName(drawn.seat)}`;
}

function seatLine(view: View, look: Look, seat: Seat, width: number): string {
  const name = padVisible(paint(look, seatName(seat), 'bold'), width);
  const outAt = view.out.indexOf(seat);
  if (outAt >= 0) return `  ${name}  ${paint(look, `out (${ordinal(outAt + 1)})`, 'dim')}`;
  const n = view.handSizes[seat] ?? 0;
  const parts = [
    `  ${name}`,
    padVisible(badge(look, view, seat), 10),
    `${n} card${n === 1 ? '' : 's'}`,
  ];
  const known = view.known[seat] ?? [];
  if (seat !== 0 && known.length > 0) parts.push(`known: ${cardsText(look, known, view.trump)}`);
  if (view.toAct === seat) parts.push(paint(look, '◀ to act', 'cyan'));
  return parts.join('  ');
}

function tableLines(view: View, look: Look): string[] {
  if (view.table.length === 0) return ['Table: empty'];
  const rank = view.boutRank === null ? '' : ` (rank ${rankText(look, view.boutRank)})`;
  const top = view.table.map((e) => cardText(look, e.card, view.trump));
  const bottom = view.table.map((e) =>
    e.beatenBy === null ? paint(look, '—', 'dim') : cardText(look, e.beatenBy, view.trump),
  );
  const width = Math.max(...top.map(visibleLength), ...bottom.map(visibleLength)) + 2;
  const label = `Table${rank}`;
  return [
    `${label}  attack: ${top.map((t) => padVisible(t, width)).join('')}`.trimEnd(),
    `${' '.repeat(label.length)}  beaten: ${bottom.map((b) => padVisible(b, width)).join('')}`.trimEnd(),
  ];
}

/** The hand, sorted, a gap between suits (trumps last, the Kaschlan at the very end). */
export function handText(view: View, look: Look): string {
  const hand = sortHand(view.hand ?? [], view.trump);
  let text = '';
  let group = '';
  for (const card of hand) {
    const g = card === KASCHLAN ? 'K' : card.slice(-1);
    if (text !== '') text += g === group ? ' ' : '   ';
    text += cardText(look, card, view.trump);
    group = g;
  }
  return text === '' ? '(no cards)' : text;
}

export interface BoardTitle {
  readonly deal: number;
  readonly seed: number;
}

/** The whole board for seat 0. */
export function renderBoard(view: View, look: Look, title?: BoardTitle): string {
  const rule = paint(look, '─'.repeat(72), 'dim');
  const head = title === undefined ? '' : `Deal ${title.deal} (seed ${title.seed}), `;
  const width = Math.max(...Array.from({ length: view.players }, (_, s) => seatName(s).length));
  const lines = [
    rule,
    `${head}${view.preset}: ${trumpLine(view, look)}`,
    `Talon ${view.talon} · discard pile ${view.discard.length} · the Kaschlan: ${cardText(look, KASCHLAN)} (highest trump)`,
  ];
  for (let s = 1; s < view.players; s++) lines.push(seatLine(view, look, s, width));
  lines.push(...tableLines(view, look));
  lines.push(seatLine(view, look, 0, width));
  lines.push(`Your hand: ${handText(view, look)}`);
  return `${lines.join('\n')}\n`;
}

/** The numbered legal actions, each with the notation that types it. */
export function renderChoices(view: View, look: Look): string {
  const rows = view.legal.map((a, i) => {
    const n = String(i + 1).padStart(view.legal.length >= 10 ? 2 : 1);
    return [`  ${n}) ${describeAction(a, view, look)}`, notationOf(a)] as const;
  });
  const width = Math.max(0, ...rows.map(([text]) => visibleLength(text))) + 3;
  const role = roleOf(view, 0) ?? 'reinforcer';
  const lines = rows.map(
    ([text, typed]) => `${padVisible(text, width)}${paint(look, typed, 'dim')}`,
  );
  return `Your move (${role}):\n${lines.join('\n')}\n`;
}
