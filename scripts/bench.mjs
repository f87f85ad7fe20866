#!/usr/bin/env node
// `npm run bench`: the engine against the C yardstick (shared/yardstick) on the same random
// games, alternating runs in one session (the machines are noisy), for 2-5 players. Prints
// each run's JSON and the ratio of games/s (engine / yardstick, medians of the runs).
// Options: --games G (default 200000), --rounds R (default 3), --preset P (default illig).

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { opt, root } from './bench-options.mjs';

const games = opt('games', '200000');
const rounds = Number(opt('rounds', '3'));
const preset = opt('preset', 'illig');

const source = resolve(root, process.env.KASCHLAN_YARDSTICK ?? '../shared/yardstick');
if (!existsSync(join(source, 'kaschlan.c'))) {
  console.error(`no yardstick at ${source} (set KASCHLAN_YARDSTICK to its folder)`);
  process.exit(2);
}
const build = join(root, 'node_modules/.cache/yardstick');
mkdirSync(build, { recursive: true });
cpSync(source, build, { recursive: true });
execFileSync('make', ['-s', '-C', build, 'kaschlan-yardstick'], { stdio: 'inherit' });
const yardstick = join(build, 'kaschlan-yardstick');
const kaschlan = join(root, 'packages/cli/bin/kaschlan.js');

const run = (cmd, argv) => JSON.parse(execFileSync(cmd, argv).toString().trim().split('\n').pop());
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
for (let players = 2; players <= 5; players++) {
  if (preset === 'pack24' && players === 5) continue;
  const common = [
    '--players',
    String(players),
    '--preset',
    preset,
    '--games',
    games,
    '--seed',
    '1',
  ];
  const c = [];
  const ts = [];
  for (let r = 0; r < rounds; r++) {
    const a = run(yardstick, ['bench', ...common]);
    const b = run(process.execPath, [kaschlan, 'bench', ...common]);
    console.log(`yardstick ${JSON.stringify(a)}\nengine    ${JSON.stringify(b)}`);
    if (a.totalActions !== b.totalActions) {
      console.error(`totalActions differ: yardstick ${a.totalActions}, engine ${b.totalActions}`);
      process.exit(1);
    }
    c.push(a.gamesPerSec);
    ts.push(b.gamesPerSec);
  }
  rows.push({
    players,
    preset,
    games: Number(games),
    yardstick: median(c),
    engine: median(ts),
    ratio: median(ts) / median(c),
  });
}
console.log('\nplayers | yardstick games/s | engine games/s | ratio');
for (const r of rows)
  console.log(`${r.players} | ${r.yardstick} | ${r.engine} | ${r.ratio.toFixed(3)}`);
console.log(JSON.stringify({ bench: rows }));
