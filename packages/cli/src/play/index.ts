// `kaschlan play`: a deal in the terminal against bots.

import { randomInt } from 'node:crypto';
import { seatingFor } from '@kaschlan/bots';
import { parsePlayArgs, playUsage } from './args';
import { playGames } from './game';
import { openTerminal } from './terminal';

export async function playCommand(args: readonly string[]): Promise<number> {
  const o = parsePlayArgs(args);
  if (o === 'help') {
    process.stdout.write(playUsage());
    return 0;
  }
  if (typeof o === 'string') {
    process.stderr.write(`kaschlan play: ${o}\n\n${playUsage()}`);
    return 2;
  }
  const noColorEnv = (process.env['NO_COLOR'] ?? '') !== '';
  const color = !o.noColor && !noColorEnv && process.stdout.isTTY === true;
  // Output piped into a program that stopped reading (`| head`): end quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  const term = openTerminal();
  try {
    return await playGames(
      {
        players: o.players,
        preset: o.preset,
        rules: o.rules,
        level: o.level,
        seating: seatingFor(o.level)!,
        seed: o.seed ?? randomInt(0, 2 ** 32),
        look: { suits: o.suits, color },
        delay: o.delay,
      },
      term,
    );
  } catch (e) {
    process.stderr.write(`kaschlan play: internal error: ${(e as Error).message}\n`);
    return 1;
  } finally {
    term.close();
  }
}
