// `kaschlan play` deal after deal: the terminal keeps no dealer rule of its own; the table
// (@kaschlan/table) says who deals next (R2.4). Played through `playGames` with a scripted
// player: the human types 1 (the first action listed) at every prompt and the bots play the
// first legal action of their views, so a seed fixes the whole match.

import type { Bot } from '@kaschlan/bots';
import type { PresetName } from '@kaschlan/engine';
import { shuffledDeal } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import { playGames } from '../src/play/game';
import type { PlayIO } from '../src/play/terminal';

const firstAction: Bot = { name: 'first', choose: ({ view }) => view.legal[0]! };

/** Seat of a dealer line of the log ("You deal; ..." or "Bot 2 deals; ..."). */
const dealerOf = (line: string): number => (line.startsWith('You') ? 0 : Number(line[4]));

/** Play `deals` deals from `seed`; the transcript, split per deal, and each deal's dealer. */
async function match(preset: PresetName, players: number, seed: number, deals: number) {
  let out = '';
  let asked = 0;
  const io: PlayIO = {
    write: (text) => {
      out += text;
    },
    ask: async (prompt) => {
      if (prompt.startsWith('Your choice')) return '1';
      asked++; // "Another deal?"
      return asked < deals ? 'y' : 'n';
    },
    sleep: async () => {},
  };
  const status = await playGames(
    {
      players,
      preset,
      level: 'first',
      seating: { bot: firstAction, budget: {} },
      seed,
      look: { suits: 'french', color: false },
      delay: 0,
    },
    io,
  );
  expect(status).toBe(0);
  const parts = out.split(/\nDeal \d+ \(seed \d+\)\n/).slice(1);
  expect(parts).toHaveLength(deals);
  const dealers = parts.map((part) => {
    const line = part.split('\n').find((l) => / deals?; trumps /.test(l));
    if (line === undefined) throw new Error(`no dealer line in:\n${part}`);
    return dealerOf(line);
  });
  return { parts, dealers };
}

/** The dealer a seed alone would pick (R2.4: the first deal's). */
const seedDealer = (players: number, seed: number): number =>
  shuffledDeal(32, players, seed).dealer;

describe('R2.4: who deals the next deal of a match', () => {
  test('after a drawn deal (R6.7) the same dealer deals the next one', async () => {
    // Seed 2, three players, pass-on (wikipedia-de, R7.2): the first deal stalls.
    const { parts, dealers } = await match('wikipedia-de', 3, 2, 2);
    expect(parts[0]).toContain('The deal is drawn (R6.7): nobody is the Kaschlan.');
    expect(dealers[0]).toBe(seedDealer(3, 2));
    // The second deal's seed would pick another dealer: the table, not the seed, decides.
    expect(seedDealer(3, 3)).not.toBe(dealers[0]);
    expect(dealers[1]).toBe(dealers[0]);
  });

  test('the loser of a deal deals the next one', async () => {
    const { parts, dealers } = await match('illig', 3, 1, 3);
    for (let d = 0; d < 2; d++) {
      const end = /(You are|Bot (\d) is) the Kaschlan!/.exec(parts[d]!);
      expect(end, `deal ${d + 1} has a loser`).not.toBeNull();
      const loser = end![2] === undefined ? 0 : Number(end![2]);
      expect(dealers[d + 1]).toBe(loser);
    }
  });
});
