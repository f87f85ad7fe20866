// One reviewed decision: what was played and what was best, each with its chance of being the
// Kaschlan, why the best (the bots' reasons), and every legal choice with its estimate as a
// bar, least likely to lose first.

import { useState } from 'preact/hooks';
import {
  type Choice,
  estimateNote,
  type Part,
  percent,
  rankChoices,
  reasonSentence,
} from '../hint/format';
import { RuleText } from '../learn/rule-link';
import { settings } from '../state/store';
import { CardChip } from '../table/CardChip';
import type { WireDecision } from '../worker/protocol';

/** How many choices are listed before "show all". */
const SHOWN = 6;

export function Parts(props: { parts: readonly Part[] }) {
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  return (
    <>
      {props.parts.map((p, i) =>
        typeof p === 'string' ? p : <CardChip key={i} card={p.card} style={style} />,
      )}
    </>
  );
}

function ChoiceRow(props: { choice: Choice; parts: Part[] }) {
  const { choice: c } = props;
  const tags = [c.best ? 'best' : '', c.played ? 'played' : ''].filter((t) => t !== '');
  return (
    <li
      class={`choice${c.best ? ' best' : ''}${c.played ? ' played' : ''}`}
      data-choice
      data-loss={c.lossChance.toFixed(3)}
    >
      <span class="choice-move">
        <Parts parts={props.parts} />
        {tags.length > 0 && <span class="choice-tags"> {tags.join(' · ')}</span>}
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
  /** "You", "Anna". */
  who: string;
  partsOf: (d: WireDecision['played']) => Part[];
}) {
  const { decision: d } = props;
  const [all, setAll] = useState(false);
  const { shown, hidden } = rankChoices(d.estimates, d.played, d.best, all ? Infinity : SHOWN);
  const bestPlayed = shown.some((c) => c.best && c.played);
  const verb = props.who === 'You' ? 'You played' : `${props.who} played`;
  return (
    <section
      class={`decision${d.mistake ? ' mistake' : ''}`}
      data-decision={d.index}
      aria-labelledby="decision-title"
    >
      <h3 id="decision-title">
        Decision {props.number} of {props.total} · move {d.index + 1}
        {d.exact && <span class="decision-exact"> · endgame solved</span>}
      </h3>
      <p
        class="decision-verdict"
        data-verdict={d.mistake ? 'mistake' : bestPlayed ? 'best' : 'fine'}
      >
        {d.mistake ? (
          <>
            <strong>Mistake.</strong> {verb} <Parts parts={props.partsOf(d.played)} />{' '}
            {`(${percent(d.playedLoss)} to be the Kaschlan); the best move:`}{' '}
            <Parts parts={props.partsOf(d.best)} /> {`(${percent(d.bestLoss)}).`}
          </>
        ) : bestPlayed ? (
          <>
            <strong>Best move.</strong> {verb} <Parts parts={props.partsOf(d.played)} />{' '}
            {`(${percent(d.playedLoss)} to be the Kaschlan).`}
          </>
        ) : (
          <>
            <strong>Fine.</strong> {verb} <Parts parts={props.partsOf(d.played)} />{' '}
            {`(${percent(d.playedLoss)}); the best move is not clearly better:`}{' '}
            <Parts parts={props.partsOf(d.best)} /> {`(${percent(d.bestLoss)}).`}
          </>
        )}
      </p>
      {d.reasons.length > 0 && (
        <div class="decision-why">
          <span class="decision-why-head">Why the best move:</span>
          <ul>
            {d.reasons.map((r) => (
              <li key={r}>
                <RuleText text={reasonSentence(r)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <h4 class="choices-head">Every choice: the chance of being the Kaschlan after it</h4>
      <ol
        class="choices"
        aria-label={`The ${d.estimates.length} choices, least likely to lose first`}
      >
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
          Show all {d.estimates.length} choices
        </button>
      )}
    </section>
  );
}
