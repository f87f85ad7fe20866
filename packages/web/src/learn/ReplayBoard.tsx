// The table of a replay at one step, every hand face up: a finished game hides nothing, so it
// is drawn from the engine's whole state (summarize), not from a player's view. The talon and
// the discard pile are the table's own (a spectator's view of them), and cards keep their keys
// so they are seen moving from hand to table to pile as the replay steps (table/flip.ts).

import { type GameState, type Seat, summarize, viewFor } from '@kaschlan/engine';
import { rankPlural } from '../cards/names';
import { type LogLine, logLines } from '../state/log';
import { settings } from '../state/store';
import { CardChip } from '../table/CardChip';
import { Discard } from '../table/Discard';
import { PlayingCard } from '../table/PlayingCard';
import { RoleBadge } from '../table/RoleBadge';
import { Talon } from '../table/Talon';

/** How seats are called in a replay: "You" gets "you deal", others "Otto deals". */
export function namingOf(names: readonly string[]) {
  const you = names.indexOf('You');
  return { name: (s: Seat) => names[s] ?? `Seat ${s + 1}`, me: you >= 0 ? you : null };
}

/** Every event of the deal so far as a line of the log (one line per event). */
export function linesOf(state: GameState, names: readonly string[]): LogLine[] {
  const naming = namingOf(names);
  // The log was written for views, where only the viewer's own passes say whether they were
  // forced (R3.6); a replay shows everyone's, so the verb must agree with any seat.
  return logLines(state.events, naming).map((line) =>
    line.kind === 'pass'
      ? {
          ...line,
          segments: line.segments.map((seg) =>
            typeof seg === 'string' &&
            (naming.me === null || !seg.startsWith(`${naming.name(naming.me)} `))
              ? seg.replace(/ have nothing to add\.$/, ' has nothing to add.')
              : seg,
          ),
        }
      : line,
  );
}

function Seats(props: { state: GameState; names: readonly string[] }) {
  const { state, names } = props;
  const sum = summarize(state);
  return (
    <div class="rp-seats" data-count={state.players}>
      {sum.hands.map((hand, seat) => {
        const out = sum.out.includes(seat);
        const loser = sum.over && sum.loser === seat;
        const role =
          sum.over || out
            ? null
            : sum.attacker === seat
              ? 'attacker'
              : sum.defender === seat
                ? 'defender'
                : null;
        const classes = [
          'rp-seat',
          sum.toAct === seat ? 'to-act' : '',
          out ? 'out' : '',
          loser ? 'loser' : '',
        ].join(' ');
        return (
          <section
            key={seat}
            class={classes}
            data-seat={seat}
            aria-label={`${names[seat]}: ${hand.length} cards`}
          >
            <header class="rp-seat-head">
              <span class="rp-name">{names[seat]}</span>
              {role && <RoleBadge role={role} />}
              {out && !loser && <span class="status out-tag">out</span>}
              {loser && <span class="status kaschlan-tag">the Kaschlan</span>}
              <span class="count" data-count={hand.length}>
                {hand.length}
              </span>
            </header>
            <div class="rp-hand" data-anchor={`seat-${seat}`} data-hand={hand.join(' ')}>
              {hand.map((card) => (
                <PlayingCard key={card} card={card} from="talon" />
              ))}
              {hand.length === 0 && <span class="rp-empty">no cards</span>}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function Bout(props: { state: GameState; names: readonly string[] }) {
  const { state, names } = props;
  const view = viewFor(state, 'spectator');
  const face = settings.value.face;
  return (
    <section class="battle rp-battle" aria-label="The table">
      <div class="bout-line">
        {view.over ? (
          'The deal is over'
        ) : (
          <>
            <strong>{names[view.attacker]}</strong> attack
            {names[view.attacker] === 'You' ? '' : 's'}{' '}
            <strong>{names[view.defender] === 'You' ? 'you' : names[view.defender]}</strong>
            {view.boutRank && <span class="bout-rank"> · {rankPlural(view.boutRank, face)}</span>}
          </>
        )}
      </div>
      <div class="pairs">
        {view.table.length === 0 && !view.over && (
          <div class="table-empty">Waiting for the lead</div>
        )}
        {view.table.map((entry) => (
          <div key={entry.card} class={`pair ${entry.beatenBy ? 'beaten' : 'open'}`}>
            <div class="attack">
              <PlayingCard card={entry.card} from={`seat-${entry.by}`} />
            </div>
            {entry.beatenBy && (
              <div class="beater-card">
                <PlayingCard card={entry.beatenBy} from={`seat-${view.defender}`} />
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

export function ReplayBoard(props: { state: GameState; names: readonly string[] }) {
  const view = viewFor(props.state, 'spectator');
  return (
    <div class="rp-board">
      <Seats state={props.state} names={props.names} />
      <div class="center rp-center">
        <Talon view={view} />
        <Bout state={props.state} names={props.names} />
        <Discard view={view} />
      </div>
    </div>
  );
}

/** One log line: words with the cards drawn in the chosen face. */
export function Line(props: { line: LogLine }) {
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  return (
    <>
      {props.line.segments.map((seg, i) =>
        typeof seg === 'string' ? seg : <CardChip key={i} card={seg.card} style={style} />,
      )}
    </>
  );
}
