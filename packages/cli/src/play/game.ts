// The terminal game: the human in seat 0, bots of one level in the other seats, deal after
// deal. Bots get only their seat's view; the human sees only seat 0's (board, log).

import { BotRng, type Seating } from '@kaschlan/bots';
import {
  apply,
  type GameState,
  isOver,
  loserOf,
  newGame,
  toAct,
  type View,
  viewFor,
} from '@kaschlan/engine';
import { mix32 } from '../arena/stats';
import { type Look, paint } from './cards';
import { INPUT_HELP, parseInput } from './input';
import { endMessage, eventLines } from './log';
import { renderBoard, renderChoices } from './render';
import type { PlayIO } from './terminal';

export interface GameOptions {
  readonly players: number;
  readonly preset: string;
  readonly level: string;
  readonly seating: Seating;
  readonly seed: number;
  readonly look: Look;
  readonly delay: number;
}

type DealEnd = { readonly loser: number | null; readonly drawn: boolean } | 'quit';

/** Play deals until the human stops; the exit status. */
export async function playGames(o: GameOptions, io: PlayIO): Promise<number> {
  io.write(
    `${paint(o.look, 'Kaschlan', 'bold')}: ${o.players} players, preset ${o.preset}, ${o.level} bots; you are seat 0.\n` +
      'Shed your cards: whoever is left holding cards at the end is the Kaschlan.\n' +
      'Type the number of an action or its notation; ? for help, q to quit.\n',
  );
  let seed = o.seed;
  let dealer: number | undefined;
  for (let deal = 1; ; deal++) {
    const end = await playDeal(o, io, deal, seed, dealer);
    if (end === 'quit') break;
    const again = await askYesNo(io, 'Another deal? (y/n) ');
    if (!again) break;
    seed = (seed + 1) >>> 0;
    dealer = end.loser ?? undefined; // R2.4: the loser deals the next one
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

async function playDeal(
  o: GameOptions,
  io: PlayIO,
  deal: number,
  seed: number,
  dealer: number | undefined,
): Promise<DealEnd> {
  const start = newGame({
    preset: o.preset,
    players: o.players,
    seed,
    ...(dealer === undefined ? {} : { dealer }),
  });
  if (!start.ok) throw new Error(start.error.message); // the options were checked
  let state: GameState = start.value;
  const rngs = Array.from({ length: o.players }, (_, s) => new BotRng(mix32(seed, s, 3)));
  let shown = 0;
  const flush = () => {
    const view = viewFor(state, 0);
    const lines = eventLines(view.events, shown, o.look, view.trump);
    shown = view.events.length;
    if (lines.length > 0) io.write(`${lines.join('\n')}\n`);
  };
  io.write(`\n${paint(o.look, `Deal ${deal}`, 'bold')} (seed ${seed})\n`);
  while (!isOver(state)) {
    flush();
    const seat = toAct(state)!;
    if (seat === 0) {
      const next = await humanTurn(o, io, state, { deal, seed });
      if (next === null) return 'quit';
      state = next;
    } else {
      // A JSON round trip, as in the bots' runner: plain data, no path to the state.
      const view = JSON.parse(JSON.stringify(viewFor(state, seat))) as View;
      const action = o.seating.bot.choose({ view, budget: o.seating.budget, rng: rngs[seat]! });
      const r = apply(state, action);
      if (!r.ok) throw new Error(`bot ${seat} chose an illegal action: ${r.error.message}`);
      state = r.state;
      flush();
      if (o.delay > 0 && !isOver(state)) await io.sleep(o.delay);
    }
  }
  flush();
  const view = viewFor(state, 0);
  io.write(renderBoard(view, o.look, { deal, seed }));
  io.write(`${endMessage(loserOf(state), view.drawn, o.look)}\n`);
  return { loser: loserOf(state), drawn: view.drawn };
}

/** Show the board and read actions until one is legal; null when the human quits. */
async function humanTurn(
  o: GameOptions,
  io: PlayIO,
  state: GameState,
  title: { deal: number; seed: number },
): Promise<GameState | null> {
  const view = viewFor(state, 0);
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
        const r = apply(state, input.action);
        if (r.ok) return r.state;
        io.write(`${paint(o.look, '✗', 'red')} ${r.error.message}\n`);
      }
    }
  }
}
