// The prompt and the buttons under the table. Each button stands for an action in the legal
// list (or the selection's one), so what is offered is exactly what is allowed.

import type { Action, Card, View } from '@kaschlan/engine';
import { longName, shortName } from '../cards/names';
import { HintButton, HintSlot } from '../hint/HintButton';
import { t } from '../i18n';
import { passIn, takeIn } from '../state/intent';
import { promptFor } from '../state/prompt';
import { clear, selected, selectionAction } from '../state/selection';
import { settings } from '../state/settings';
import { tableSource } from '../state/table-source';

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
        {!prompt.mine && !view.over && <span class="wait-dot" aria-hidden="true" />}
        {prompt.text}
      </p>
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
        <div class="actions">
          {untargeted && (
            <button
              type="button"
              class="btn primary"
              data-action="play"
              disabled={!action}
              onClick={() => action && act(action)}
              title={t('table.help.keyEnter')}
            >
              {/* The signs read badly aloud: for screen readers the cards' names in words. */}
              <span aria-hidden="true">{playLabel(action, picked, (c) => shortName(c, face))}</span>
              <span class="sr-only">{playLabel(action, picked, (c) => longName(c, face))}</span>
            </button>
          )}
          {picked.length > 0 && (
            <button
              type="button"
              class="btn ghost"
              data-action="clear"
              onClick={clear}
              title={t('table.help.keyEsc')}
            >
              {t('table.act.clear')}
            </button>
          )}
          {pass && (
            <button
              type="button"
              class="btn"
              data-action="pass"
              onClick={() => act(pass)}
              title="P"
            >
              {passLabel(view)} <kbd>P</kbd>
            </button>
          )}
          {take && (
            <button
              type="button"
              class="btn warn"
              data-action="take"
              onClick={() => act(take)}
              title="T"
            >
              {t('table.act.take')} <kbd>T</kbd>
            </button>
          )}
          <HintButton />
        </div>
      )}
      {prompt.mine && <HintSlot />}
    </div>
  );
}
