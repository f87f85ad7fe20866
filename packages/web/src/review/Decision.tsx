// One reviewed decision: what was played and what was best, each with its chance of being the
// Kaschlan, why the best (the bots' reasons, in the page's language), and every legal choice
// with its estimate as a bar, least likely to lose first.

import { useState } from 'preact/hooks';
import { type Choice, estimateNote, fill, type Part, percent, rankChoices } from '../hint/format';
import { Parts } from '../hint/Parts';
import { reasonKey, reasonParts } from '../hint/reasons';
import { t } from '../i18n';
import type { WireDecision } from '../worker/protocol';

/** How many choices are listed before "show all". */
const SHOWN = 6;

function ChoiceRow(props: { choice: Choice; parts: Part[] }) {
  const { choice: c } = props;
  const tags = [c.best ? t('review.choice.best') : '', c.played ? t('review.choice.played') : ''];
  const shown = tags.filter((tag) => tag !== '');
  return (
    <li
      class={`choice${c.best ? ' best' : ''}${c.played ? ' played' : ''}`}
      data-choice
      data-loss={c.lossChance.toFixed(3)}
    >
      <span class="choice-move">
        <Parts parts={props.parts} />
        {shown.length > 0 && <span class="choice-tags"> {shown.join(' · ')}</span>}
      </span>
      <span class="choice-bar" aria-hidden="true">
        <span style={{ width: `${Math.max(1.5, c.lossChance * 100)}%` }} />
      </span>
      <span class="choice-pct">{percent(c.lossChance)}</span>
      <span class="choice-note">{estimateNote(c)}</span>
    </li>
  );
}

export function DecisionPanel(props: {
  decision: WireDecision;
  /** Its place among the seat's decisions (1-based) and how many there are. */
  number: number;
  total: number;
  /** "You", "Anna" (in the page's language), and whether it is the person at this device. */
  who: string;
  you: boolean;
  partsOf: (d: WireDecision['played']) => Part[];
}) {
  const { decision: d, who, you } = props;
  const [all, setAll] = useState(false);
  const { shown, hidden } = rankChoices(d.estimates, d.played, d.best, all ? Infinity : SHOWN);
  const bestPlayed = shown.some((c) => c.best && c.played);
  const verdict = d.mistake ? 'mistake' : bestPlayed ? 'best' : 'fine';
  const played = props.partsOf(d.played);
  const best = props.partsOf(d.best);
  const sentence =
    verdict === 'mistake'
      ? t('review.verdict.mistakeText')(who, you, percent(d.playedLoss), percent(d.bestLoss))
      : verdict === 'best'
        ? t('review.verdict.bestText')(who, you, percent(d.playedLoss))
        : t('review.verdict.fineText')(who, you, percent(d.playedLoss), percent(d.bestLoss));
  return (
    <section
      class={`decision${d.mistake ? ' mistake' : ''}`}
      data-decision={d.index}
      aria-labelledby="decision-title"
    >
      <h3 id="decision-title">
        {t('review.decision.title')(props.number, props.total, d.index + 1)}
        {d.exact && <span class="decision-exact"> · {t('review.decision.solved')}</span>}
      </h3>
      <p class="decision-verdict" data-verdict={verdict}>
        <strong>
          {verdict === 'mistake'
            ? t('review.verdict.mistake')
            : verdict === 'best'
              ? t('review.verdict.best')
              : t('review.verdict.fine')}
        </strong>{' '}
        <Parts parts={fill(sentence, [played, best])} />
      </p>
      {d.why.length > 0 && (
        <div class="decision-why">
          <span class="decision-why-head">{t('review.decision.why')}</span>
          <ul>
            {d.why.map((r) => (
              <li key={reasonKey(r)}>
                <Parts parts={reasonParts(r)} rules />
              </li>
            ))}
          </ul>
        </div>
      )}
      <h4 class="choices-head">{t('review.choices.head')}</h4>
      <ol class="choices" aria-label={t('review.choices.label')(d.estimates.length)}>
        {shown.map((c) => (
          <ChoiceRow key={JSON.stringify(c.action)} choice={c} parts={props.partsOf(c.action)} />
        ))}
      </ol>
      {hidden.length > 0 && (
        <button
          type="button"
          class="btn small ghost"
          data-action="all-choices"
          onClick={() => setAll(true)}
        >
          {t('review.choices.all')(d.estimates.length)}
        </button>
      )}
    </section>
  );
}
