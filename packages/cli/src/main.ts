// The kaschlan command line: dispatches to the subcommands.

import { arenaCommand } from './arena/index';
import { benchCommand } from './bench';
import { ladderCommand } from './ladder';
import { playCommand } from './play/index';
import { puzzlesCommand } from './puzzles/index';
import { replayCommand } from './replay';
import { trainValueCommand } from './train-value/index';
import { tuneCommand } from './tune/index';

const USAGE = `kaschlan — the card game Kaschlan

usage:
  kaschlan replay FILE.json     replay a game record, print the final state as JSON
  kaschlan replay -             one record per line on stdin, one state per line out
  kaschlan bench [--players N] [--preset P] [--games G] [--seed S] [--must-beat 0|1]
                                random games through the engine (yardstick workload)
  kaschlan arena --lineup A,B,.. [--players N] [--preset P] [--deals D] [--seed S]
                 [--workers W] [--json]
                                bots against each other over duplicate deals: loss rate
                                (95% interval), average place, ms per move per bot
  kaschlan ladder [--levels L,..] [--players N,..] [--deals D] [--seed S] [--threads T]
                  [--out FILE] [--summary FILE]
                                bot levels rated against each other (OpenSkill) at 2-5
                                players; resumes from its results file
  kaschlan tune [--players N,..] [--against A] [--iterations K] [--decks D] [--write FILE]
                                the heuristic's weights tuned by SPSA over fast duplicate
                                deals
  kaschlan train-value [--deals D] [--held-out H] [--epochs E] [--seed S] [--write FILE]
                                the search's value net trained on exact endgame solves
  kaschlan puzzles [--count N] [--seed S] [--out FILE] [--workers W]
                                puzzles from the exact endgame, each re-verified by the
                                solver (docs/PUZZLES.md)
  kaschlan play [--players N] [--level L] [--preset P] [--seed S] [--suits french|german]
                [--no-color] [--delay MS]
                                play a deal in the terminal against bots (you are seat 0)

  kaschlan arena --help, ladder --help, tune --help, train-value --help,
  puzzles --help, play --help: all their options
`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(args, process.stdout);
    case 'bench':
      return benchCommand(args, process.stdout);
    case 'arena':
      return arenaCommand(args);
    case 'ladder':
      return ladderCommand(args);
    case 'play':
      return playCommand(args);
    case 'puzzles':
      return puzzlesCommand(args);
    case 'tune':
      return tuneCommand(args);
    case 'train-value':
      return trainValueCommand(args);
    case 'help':
    case '--help':
    case '-h':
    case undefined:
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`kaschlan: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
