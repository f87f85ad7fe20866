// The prompt and the buttons under the table. Each button stands for an action in the legal
// list (or the selection's one), so what is offered is exactly what is allowed.

import type { Action, Card, View } from '@kaschlan/engine';
import { longName, shortName } from '../cards/names';
import { HintButton, HintSlot } from '../hint/HintButton';
import { t } from '../i18n';
import { passIn, takeIn } from '../state/intent';
import { promptFor } from '../state/prompt';
import { selected, selectionAction } from '../state/selection';
import { settings } from '../state/settings';
import { tableSource } from '../state/table-source';
import { MoveButtons } from './MoveButtons';
import { TapNote } from './TapNote';

/** What the main button says for the selection's action. */
function playLabel(
  action: Action | null,
  picked: readonly Card[],
  name: (c: Card) => string,
): string {
  if (!action) return t(picked.length === 0 ? 'table.act.pick' : 'table.act.play');
  switch (action.type) {
    case 'lead':
      return t('table.act.lead')(action.cards.map(name).join(' '));
    case 'coachman':
      return t('table.act.coachman')(name(action.card));
    case 'selfAttack':
      return t('table.act.selfAttack')(name(action.card), name(action.with));
    default:
      return t('table.act.play');
  }
}

/** What the pass button is called in each phase (R3.2 stop, R3.3 pass, R4.4 end the bout). */
const passLabel = (view: View): string =>
  t(
    view.bout.phase === 'attack'
      ? 'table.act.stop'
      : view.bout.phase === 'reinforce'
        ? 'table.act.pass'
        : 'table.act.endBout',
  );

export function ActionBar(props: { view: View }) {
  const { view } = props;
  const source = tableSource.value;
  const { act, nextDeal, showResults, notice } = source;
  const face = settings.value.face;
  const prompt = promptFor(view, source.name, face);
  const legal = view.legal;
  const pass = passIn(legal);
  const take = takeIn(legal);
  const action = selectionAction.value;
  const picked = [...selected.value];
  const untargeted = legal.some(
    (a) => a.type === 'lead' || a.type === 'coachman' || a.type === 'selfAttack',
  );
  return (
    <div
      class={`action-bar${prompt.mine ? ' mine' : ''}`}
      data-turn={prompt.mine ? 'mine' : 'wait'}
    >
      <p class="prompt" aria-live="polite" data-prompt>
        {!prompt.mine && !view.over && prompt.text !== '' && (
          <span class="wait-dot" aria-hidden="true" />
        )}
        {prompt.text}
      </p>
      <TapNote />
      {notice && (
        <p class="notice" role="alert">
          {notice}
        </p>
      )}
      {view.over && (showResults || nextDeal) && (
        <div class="actions">
          {showResults && (
            <button type="button" class="btn" data-action="results" onClick={showResults}>
              {t('table.act.results')}
            </button>
          )}
          {nextDeal && (
            <button type="button" class="btn primary" data-action="next-deal" onClick={nextDeal}>
              {t('table.act.nextDeal')}
            </button>
          )}
        </div>
      )}
      {prompt.mine && (
        <MoveButtons
          play={
            untargeted ? (
              <>
                {/* The signs read badly aloud: for screen readers the cards' names in words. */}
                <span aria-hidden="true">
                  {playLabel(action, picked, (c) => shortName(c, face))}
                </span>
                <span class="sr-only">{playLabel(action, picked, (c) => longName(c, face))}</span>
              </>
            ) : null
          }
          onPlay={action && (() => act(action))}
          clear={picked.length > 0 ? t('table.act.clear') : null}
          keys={{ enter: t('table.help.keyEnter'), esc: t('table.help.keyEsc') }}
          pass={pass && { label: passLabel(view), onClick: () => act(pass) }}
          take={take && { label: t('table.act.take'), onClick: () => act(take) }}
        >
          <HintButton />
        </MoveButtons>
      )}
      {prompt.mine && <HintSlot />}
    </div>
  );
}
