// The one line that tells the player what is expected now (lead, reinforce, beat, take, end
// the bout) or whom we are waiting for. It reads the view's public bout phase and the kinds
// of action in `legal`; it decides nothing.

import type { Seat, View } from '@kaschlan/engine';
import { rankPlural } from '../cards/names';
import type { Face } from '../cards/suits';
import { kindsIn } from './intent';

export interface Prompt {
  /** True when the viewer is to act. */
  readonly mine: boolean;
  readonly text: string;
}

const list = (parts: string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;

export function promptFor(view: View, name: (seat: Seat) => string, face: Face): Prompt {
  if (view.over) return { mine: false, text: 'The deal is over.' };
  const rank = view.boutRank ? rankPlural(view.boutRank, face) : 'cards of one rank';
  // "You" is a name at the start of a sentence only.
  const defender = name(view.defender) === 'You' ? 'you' : name(view.defender);
  if (view.legal.length === 0) {
    const seat = view.toAct;
    if (seat === null) return { mine: false, text: '' };
    const doing =
      view.bout.phase === 'attack'
        ? `attacking ${defender}`
        : view.bout.phase === 'reinforce'
          ? `deciding whether to reinforce against ${defender}`
          : 'defending';
    return { mine: false, text: `Waiting for ${name(seat)}, ${doing}…` };
  }
  const kinds = kindsIn(view.legal);
  const unbeaten = view.table.filter((t) => t.beatenBy === null).length;
  const parts: string[] = [];
  switch (view.bout.phase) {
    case 'attack':
      if (view.table.length === 0)
        return {
          mine: true,
          text: `Your attack on ${defender}: lead a card, or several of one rank.`,
        };
      if (kinds.has('lead')) parts.push(`lead more ${rank}`);
      if (kinds.has('coachman')) parts.push('add a coachman (one card of another rank)');
      if (kinds.has('pass')) parts.push('stop');
      return { mine: true, text: `Attacking ${defender}: ${list(parts)}.` };
    case 'reinforce':
      return {
        mine: true,
        text: kinds.has('lead')
          ? `Reinforce the attack on ${defender} with ${rank}, or pass.`
          : 'Pass.',
      };
    default:
      if (unbeaten === 0)
        return {
          mine: true,
          text: kinds.has('selfAttack')
            ? `All beaten. Self-attack with your ${rank} (pick it and a card to beat it), or end the bout.`
            : 'All beaten: end the bout.',
        };
      if (kinds.has('beat'))
        return {
          mine: true,
          text: `Defend: pick a card and the card it beats, or drag it there.${kinds.has('take') ? ' Or take the cards.' : ''}`,
        };
      return {
        mine: true,
        text: kinds.has('selfAttack')
          ? 'Nothing beats the attack: take the cards, or self-attack first.'
          : 'Nothing in your hand beats the attack: take the cards.',
      };
  }
}
