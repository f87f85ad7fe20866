// The lesson's table, built from the table's own parts (seats, talon, bout, discard pile,
// hand), which draw the lesson's table source (session.ts). Only the bar under the bout is the
// tutorial's: it offers "Take the cards" to a defender even when the rules do not allow it,
// so a learner can try and hear the engine's reason.

import type { Action, Card, View } from '@kaschlan/engine';
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { shortName } from '../cards/names';
import { t } from '../i18n';
import { passIn } from '../state/intent';
import { promptFor } from '../state/prompt';
import { aim, hover, selected, selectionAction } from '../state/selection';
import { motionMs, settings } from '../state/settings';
import { onBeforeCommit, tableSource } from '../state/table-source';
import { capture, play } from '../table/flip';
import { Hand } from '../table/Hand';
import { Middle } from '../table/Middle';
import { MoveButtons } from '../table/MoveButtons';
import { RoleBadge } from '../table/RoleBadge';
import { TapNote } from '../table/TapNote';
import { LEARNER } from './lesson';
import { busy, lessonDone, tryMove } from './session';

/** What the main button says for the picked cards. */
function playLabel(action: Action | null, picked: number, name: (c: Card) => string): string {
  if (action?.type === 'lead') return t('tutorial.bar.lead')(action.cards.map(name).join(' '));
  if (action?.type === 'selfAttack')
    return t('tutorial.bar.selfAttack')(name(action.card), name(action.with));
  return picked === 0 ? t('tutorial.bar.pick') : t('tutorial.bar.play');
}

const passLabel = (view: View): string =>
  view.bout.phase === 'attack'
    ? t('tutorial.bar.stop')
    : view.bout.phase === 'reinforce'
      ? t('tutorial.bar.pass')
      : t('tutorial.bar.endBout');

function Bar(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const name = tableSource.value.name;
  const prompt = promptFor(view, name, face);
  const legal = view.legal;
  const mine = prompt.mine;
  const pass = passIn(legal);
  const action = selectionAction.value;
  const picked = selected.value.size;
  const untargeted = legal.some((a) => a.type === 'lead' || a.type === 'selfAttack');
  // Offered to a defender facing unbeaten cards whether or not taking is allowed (R4.3):
  // the engine answers, and says why when it is not.
  const canTry = mine && view.defender === LEARNER && view.table.some((t) => t.beatenBy === null);
  const text = lessonDone.value
    ? view.over
      ? t('tutorial.bar.over')
      : t('tutorial.bar.complete')
    : prompt.text;
  return (
    <div class={`action-bar${mine ? ' mine' : ''}`} data-turn={mine ? 'mine' : 'wait'}>
      <p class="prompt" aria-live="polite" data-prompt>
        {busy.value && <span class="wait-dot" aria-hidden="true" />}
        {text}
      </p>
      <TapNote />
      {mine && (
        <MoveButtons
          play={untargeted ? playLabel(action, picked, (c) => shortName(c, face)) : null}
          onPlay={action && (() => tryMove(action))}
          clear={picked > 0 ? t('tutorial.bar.clear') : null}
          keys={{ enter: t('table.help.keyEnter'), esc: t('table.help.keyEsc') }}
          pass={pass && { label: passLabel(view), onClick: () => tryMove(pass) }}
          take={
            canTry
              ? {
                  label: t('tutorial.bar.take'),
                  onClick: () => tryMove({ type: 'take', seat: LEARNER }),
                }
              : null
          }
        />
      )}
    </div>
  );
}

/**
 * A click on a dimmed hand card (one no legal move uses): try the move it suggests anyway,
 * so the engine can say why not. A defender beats the aimed card, else one of the same suit,
 * else the first unbeaten one; anyone else leads it.
 */
function tryDimCard(view: View, card: Card, aimed: Card | null): void {
  if (view.defender === LEARNER) {
    const open = view.table.filter((t) => t.beatenBy === null).map((t) => t.card);
    const attack = aimed ?? open.find((c) => c.slice(-1) === card.slice(-1)) ?? open[0];
    if (attack) tryMove({ type: 'beat', seat: LEARNER, attack, with: card });
    return;
  }
  tryMove({ type: 'lead', seat: LEARNER, cards: [card] });
}

export function TutorialTable(props: { view: View }) {
  const { view } = props;
  useEffect(() => onBeforeCommit(capture), []);
  // After each new view is on screen, play the cards from where they were (flip.ts).
  useLayoutEffect(() => play(motionMs.value), [view]);
  const role =
    view.attacker === LEARNER ? 'attacker' : view.defender === LEARNER ? 'defender' : null;
  const out = view.out.includes(LEARNER);
  return (
    <div
      class="felt tut-felt"
      data-events={view.events.length}
      data-over={view.over ? 'yes' : undefined}
    >
      <Middle view={view} me={LEARNER} thinking={false} />
      <Bar view={view} />
      <div class="me" data-seat={LEARNER} onPointerLeave={() => (hover.value = null)}>
        <div class="me-head">
          <span class="me-name">{tableSource.value.name(LEARNER)}</span>
          {role && !out && !view.over && <RoleBadge role={role} />}
          {out && <span class="status out-tag">{t('tutorial.bar.out')}</span>}
          <span class="count">{t('tutorial.bar.cards')(view.handSizes[LEARNER] ?? 0)}</span>
        </div>
        {/* Catches clicks on dimmed cards before the hand's own handler forgets the aimed card. */}
        <div
          class="tut-hand"
          onClickCapture={(e) => {
            const el = (e.target as HTMLElement).closest<HTMLElement>('[data-hand-card]');
            const card = el?.dataset['handCard'];
            // Only on the learner's turn (his view then always holds a legal move).
            if (card && !el.dataset['playable'] && view.legal.length > 0) {
              tryDimCard(view, card, aim.value);
              // The engine's reason is the answer here; the hand need not refuse it too.
              e.stopPropagation();
            }
          }}
        >
          <Hand view={view} />
        </div>
      </div>
    </div>
  );
}
