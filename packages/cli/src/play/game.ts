// The terminal game: the human in seat 0, bots of one level in the other seats, deal after
// deal, on the table reducer (@kaschlan/table): the table deals, keeps the match and says
// who deals next (R2.4), asks the bots in turn and gates the human's moves. Bots get only
// their seat's view; the human sees only seat 0's (board, log).

import { answerAsk, BotRng, pendingAsk, type Seating, seatKindOf } from '@kaschlan/bots';
import {
  type GameState,
  isOver,
  loserOf,
  type PresetName,
  type Rules,
  toAct,
  viewFor,
} from '@kaschlan/engine';
import { newTable, reduce, type TableResult, type TableState } from '@kaschlan/table';
import { mix32 } from '../arena/stats';
import { type Look, paint } from './cards';
import { INPUT_HELP, parseInput } from './input';
import { endMessage, eventLines } from './log';
import { renderBoard, renderChoices } from './render';
import type { PlayIO } from './terminal';

export interface GameOptions {
  readonly players: number;
  readonly preset: PresetName;
  /** Overrides of the preset's options (R7). */
  readonly rules?: Partial<Rules>;
  readonly level: string;
  readonly seating: Seating;
  readonly seed: number;
  readonly look: Look;
  readonly delay: number;
}

/** A command the table took: the table after it and what to do next. */
type Accepted = Extract<TableResult, { ok: true }>;

/** A deal's number in the match and its seed, for titles. */
interface Title {
  readonly deal: number;
  readonly seed: number;
}

/** Play deals until the human stops; the exit status. */
export async function playGames(o: GameOptions, io: PlayIO): Promise<number> {
  io.write(
    `${paint(o.look, 'Kaschlan', 'bold')}: ${o.players} players, preset ${o.preset}${overridesOf(o.rules)}, ${o.level} bots; you are seat 0.\n` +
      'Shed your cards: whoever is left holding cards at the end is the Kaschlan.\n' +
      'Type the number of an action or its notation; ? for help, q to quit.\n',
  );
  let table = newTable(
    {
      preset: o.preset,
      ...(o.rules ? { rules: o.rules } : {}),
      seats: Array.from({ length: o.players }, (_, s) =>
        s === 0 ? 'human' : seatKindOf(o.seating.bot),
      ),
    },
    ['You'],
  );
  for (let deal = 1; ; deal++) {
    const seed = (o.seed + deal - 1) >>> 0;
    // The table knows who deals (R2.4): the seed picks the first dealer, then the loser
    // deals, and after a drawn deal (R6.7) the same dealer deals again.
    const dealt = accepted(
      reduce(table, { type: 'deal', by: 'host', id: `deal-${deal}`, seed, at: Date.now() }),
    );
    const end = await playDeal(o, io, { deal, seed }, dealt);
    if (end === 'quit') break;
    table = end;
    const again = await askYesNo(io, 'Another deal? (y/n) ');
    if (!again) break;
  }
  io.write('Bye.\n');
  return 0;
}

async function askYesNo(io: PlayIO, prompt: string): Promise<boolean> {
  for (;;) {
    const line = await io.ask(prompt);
    if (line === null) return false;
    const a = line.trim().toLowerCase();
    if (a === 'y' || a === 'yes') return true;
    if (a === 'n' || a === 'no' || a === 'q' || a === 'quit') return false;
    io.write('Please answer y or n.\n');
  }
}

/** A command the terminal sends is one the table takes: a refusal is this program's bug. */
function accepted(result: TableResult): Accepted {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

/** The deal on the table of `result`. */
function dealOf(result: Accepted): GameState {
  const deal = result.state.deal;
  if (deal === null) throw new Error('no deal on the table');
  return deal.state;
}

/** Play one deal to its end; the table after it (the match counted), or 'quit'. */
async function playDeal(
  o: GameOptions,
  io: PlayIO,
  title: Title,
  dealt: Accepted,
): Promise<TableState | 'quit'> {
  const rngs = Array.from({ length: o.players }, (_, s) => new BotRng(mix32(title.seed, s, 3)));
  let now = dealt;
  let shown = 0;
  const flush = () => {
    const view = viewFor(dealOf(now), 0);
    const lines = eventLines(view.events, shown, o.look, view.trump);
    shown = view.events.length;
    if (lines.length > 0) io.write(`${lines.join('\n')}\n`);
  };
  io.write(`\n${paint(o.look, `Deal ${title.deal}`, 'bold')} (seed ${title.seed})\n`);
  while (!isOver(dealOf(now))) {
    flush();
    const ask = pendingAsk(now);
    if (ask !== null) {
      // A bot's turn ticket, answered from its seat's view only (a JSON copy).
      now = accepted(answerAsk(now.state, ask, o.seating, rngs[ask.seat]!).result);
      flush();
      if (o.delay > 0 && !isOver(dealOf(now))) await io.sleep(o.delay);
    } else {
      if (toAct(dealOf(now)) !== 0) throw new Error('nobody was asked to move');
      const moved = await humanTurn(o, io, now.state, title);
      if (moved === null) return 'quit';
      now = moved;
    }
  }
  flush();
  const state = dealOf(now);
  const view = viewFor(state, 0);
  io.write(renderBoard(view, o.look, title));
  io.write(`${endMessage(loserOf(state), view.drawn, o.look)}\n`);
  return now.state;
}

/**
 * Show the board and read actions until the table takes one (its move gate, then the
 * engine); the accepted result, or null when the human quits.
 */
async function humanTurn(
  o: GameOptions,
  io: PlayIO,
  table: TableState,
  title: Title,
): Promise<Accepted | null> {
  const game = table.deal;
  if (game === null) throw new Error('no deal on the table');
  const view = viewFor(game.state, 0);
  io.write(renderBoard(view, o.look, title));
  io.write(renderChoices(view, o.look));
  const prompt = `Your choice (1-${view.legal.length}, ? for help) > `;
  for (;;) {
    const line = await io.ask(prompt);
    if (line === null) return null;
    const input = parseInput(line, view.legal, 0);
    switch (input.kind) {
      case 'empty':
        continue;
      case 'quit':
        return null;
      case 'help':
        io.write(INPUT_HELP + renderChoices(view, o.look));
        continue;
      case 'error':
        io.write(`${paint(o.look, '✗', 'red')} ${input.message}\n`);
        continue;
      case 'action': {
        const r = reduce(table, {
          type: 'act',
          by: 0,
          game: game.id,
          move: game.state.actions.length,
          action: input.action,
          at: Date.now(),
        });
        if (r.ok) return r;
        io.write(`${paint(o.look, '✗', 'red')} ${r.error.message}\n`);
      }
    }
  }
}

/** The rule overrides as a player reads them beside the preset: " (pack 24, coachman true)". */
function overridesOf(rules: Partial<Rules> | undefined): string {
  const given = Object.entries(rules ?? {}).map(([k, v]) => `${k} ${v}`);
  return given.length > 0 ? ` (${given.join(', ')})` : '';
}
