// The one line that tells the player what is expected now (lead, reinforce, beat, take, end
// the bout) or whom we are waiting for. It reads the view's public bout phase and the kinds
// of action in `legal`; it decides nothing. The words are the page's language's.

import type { Seat, View } from '@kaschlan/engine';
import { rankPlural } from '../cards/names';
import type { Face } from '../cards/suits';
import { t } from '../i18n';
import { kindsIn } from './intent';

export interface Prompt {
  /** True when the viewer is to act. */
  readonly mine: boolean;
  readonly text: string;
}

export function promptFor(view: View, name: (seat: Seat) => string, face: Face): Prompt {
  if (view.over) return { mine: false, text: t('table.prompt.over') };
  const rank = view.boutRank ? rankPlural(view.boutRank, face) : t('table.prompt.anyRank');
  const defender = name(view.defender);
  // "Attacking you": the viewer defends.
  const defenderYou = view.viewer === view.defender;
  if (view.legal.length === 0) {
    const seat = view.toAct;
    if (seat === null) return { mine: false, text: '' };
    // His own forced pass, held for its pace online (R8.5): nobody to wait for but himself.
    if (seat === view.viewer) return { mine: false, text: t('table.prompt.ownPass') };
    const text =
      view.bout.phase === 'attack'
        ? t('table.prompt.waitAttack')(name(seat), defender, defenderYou)
        : view.bout.phase === 'reinforce'
          ? t('table.prompt.waitReinforce')(name(seat), defender, defenderYou)
          : t('table.prompt.waitDefend')(name(seat));
    return { mine: false, text };
  }
  const kinds = kindsIn(view.legal);
  const unbeaten = view.table.filter((e) => e.beatenBy === null).length;
  const parts: string[] = [];
  switch (view.bout.phase) {
    case 'attack':
      if (view.table.length === 0)
        return { mine: true, text: t('table.prompt.firstLead')(defender) };
      if (kinds.has('lead')) parts.push(t('table.prompt.leadMore')(rank));
      if (kinds.has('coachman')) parts.push(t('table.prompt.addCoachman'));
      if (kinds.has('pass')) parts.push(t('table.prompt.stop'));
      return {
        mine: true,
        text: t('table.prompt.attacking')(defender, t('table.prompt.or')(parts)),
      };
    case 'reinforce':
      return {
        mine: true,
        text: kinds.has('lead')
          ? t('table.prompt.reinforce')(defender, rank)
          : t('table.prompt.pass'),
      };
    default:
      if (unbeaten === 0)
        return {
          mine: true,
          text: kinds.has('selfAttack')
            ? t('table.prompt.allBeatenSelf')(rank)
            : t('table.prompt.allBeaten'),
        };
      if (kinds.has('beat'))
        return {
          mine: true,
          text: kinds.has('take')
            ? `${t('table.prompt.defend')} ${t('table.prompt.orTake')}`
            : t('table.prompt.defend'),
        };
      return {
        mine: true,
        text: kinds.has('selfAttack') ? t('table.prompt.nothingSelf') : t('table.prompt.nothing'),
      };
  }
}
