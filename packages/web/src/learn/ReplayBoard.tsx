// The table of a replay at one step, every hand face up: a finished game hides nothing, so it
// is drawn from the engine's whole state (summarize), not from a player's view. The talon and
// the discard pile are the table's own (a spectator's view of them), and cards keep their keys
// so they are seen moving from hand to table to pile as the replay steps (table/flip.ts).

import { type GameState, type Seat, summarize, viewFor } from '@kaschlan/engine';
import { rankPlural } from '../cards/names';
import { t } from '../i18n';
import { youIn } from '../replays/timeline';
import { type LogLine, logLines } from '../state/log';
import { settings } from '../state/settings';
import { CardChip } from '../table/CardChip';
import { Discard } from '../table/Discard';
import { PlayingCard } from '../table/PlayingCard';
import { RoleBadge } from '../table/RoleBadge';
import { Talon } from '../table/Talon';

/** How seats are called in a replay: the seat named "You" is "you" ("you deal"), others by name. */
export function namingOf(names: readonly string[]) {
  const me = youIn(names);
  const you = t('learn.you');
  const seat = t('learn.seat');
  const face = settings.value.face;
  return { name: (s: Seat) => (s === me ? you : (names[s] ?? seat(s + 1))), me, face };
}

/** Every event of the deal so far as a line of the log (one line per event). */
export function linesOf(state: GameState, names: readonly string[]): LogLine[] {
  return logLines(state.events, namingOf(names));
}

function Seats(props: { state: GameState; names: readonly string[] }) {
  const { state } = props;
  const { name } = namingOf(props.names);
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
            aria-label={
              sum.toAct === seat
                ? `${t('learn.board.seat')(name(seat), hand.length)}, ${t('learn.board.toAct')}`
                : t('learn.board.seat')(name(seat), hand.length)
            }
          >
            <header class="rp-seat-head">
              {/* Whose turn it is: a sign as well as the glow around the seat. */}
              {sum.toAct === seat && (
                <span class="rp-turn" aria-hidden="true" title={t('learn.board.toAct')}>
                  ▸
                </span>
              )}
              <span class="rp-name">{name(seat)}</span>
              {role && <RoleBadge role={role} />}
              {out && !loser && <span class="status out-tag">{t('learn.board.out')}</span>}
              {loser && <span class="status kaschlan-tag">{t('learn.board.kaschlan')}</span>}
              <span class="count" data-count={hand.length}>
                {hand.length}
              </span>
            </header>
            <div class="rp-hand" data-anchor={`seat-${seat}`} data-hand={hand.join(' ')}>
              {hand.map((card) => (
                <PlayingCard key={card} card={card} from="talon" />
              ))}
              {hand.length === 0 && <span class="rp-empty">{t('learn.board.noCards')}</span>}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** "Otto attacks Frieda", "You attack Otto", "Otto attacks you". */
function whoAttacks(names: readonly string[], attacker: Seat, defender: Seat): string {
  const { name, me } = namingOf(names);
  if (attacker === me) return t('learn.board.youAttack')(name(defender));
  if (defender === me) return t('learn.board.attacksYou')(name(attacker));
  return t('learn.board.attacks')(name(attacker), name(defender));
}

function Bout(props: { state: GameState; names: readonly string[] }) {
  const { state, names } = props;
  const view = viewFor(state, 'spectator');
  const face = settings.value.face;
  return (
    <section class="battle rp-battle" aria-label={t('learn.board.table')}>
      <div class="bout-line">
        {view.over ? (
          t('learn.board.over')
        ) : (
          <>
            {whoAttacks(names, view.attacker, view.defender)}
            {view.boutRank && <span class="bout-rank"> · {rankPlural(view.boutRank, face)}</span>}
          </>
        )}
      </div>
      <div class="pairs">
        {view.table.length === 0 && !view.over && (
          <div class="table-empty">{t('learn.board.waiting')}</div>
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

/** What the step did, for the caption: its first line, and the end of the deal if it came (R6.2). */
export function StepLines(props: { lines: readonly LogLine[]; before: number }) {
  const { lines, before } = props;
  const caption = lines[before];
  const ending = lines.slice(before).find((l) => l.kind === 'end');
  return (
    <>
      {caption && (
        <span class="rp-what">
          <Line line={caption} />
        </span>
      )}
      {ending && ending !== caption && (
        <span class="rp-what rp-end">
          <Line line={ending} />
        </span>
      )}
    </>
  );
}
