#!/usr/bin/env node
// One move of the `hard` and `expert` bots as the web app computes it, in its worker, in
// Chromium at full speed and on a CPU slowed down ×4 by default (a phone-class CPU), in the
// same run, so the ratios are one run's. The levels cap a move's time (levels.ts: HARD_MS,
// EXPERT_MS); the question is whether a move stays near its cap on a slow CPU, and how many
// search iterations it still gets done there.
//
// Two ways of slowing down, each measured:
// - `cdp`: DevTools' CPU throttling (Emulation.setCPUThrottlingRate on the page). Chromium
//   throttles the page's main thread by the rate, not a dedicated worker: on 2026-12-02
//   (Chromium 156) the worker's search ran at 0.93-1.01 of its full speed on a quiet
//   machine and 0.55-0.66 on a busy one, and a worker's own DevTools session refuses the
//   call ("Operation is only supported for pages, not workers"). So this row is no phone's
//   search; it shows what a throttled page adds around the worker (docs/BENCHMARKS.md).
// - `process`: the renderer processes (the page's, with its worker, and the browser's own
//   UI's, idle here) stopped and continued by signals (SIGSTOP/SIGCONT) so that together
//   they get 1/rate of one core's time (below, DUTY): as on a CPU `rate` times slower than
//   one core of this machine. Linux only. How
//   slow that made the search shows in its iterations per second, printed per condition
//   (somewhat slower than the rate: the renderer's other threads share the allowance).
//
// Builds the web app (vite build, production) into a temporary folder, serves it
// (packages/web/serve.mjs), opens it in headless Chromium (/usr/bin/chromium, through
// playwright-core) and starts the built bots' worker (the same file the app starts) from that
// page. Per move, the page posts the app's move request ({ id, level, view, seed }) and
// times it until the answer arrives (the worker's own `ms` is kept too). The move request
// does not say how many iterations the search ran, so a second request, the hint the same
// worker answers (advise: the same decideMove, with the level's budget), gives them: the sum
// of its estimates' visits is the search's iteration count (every iteration visits one root
// action). A hint searches with expert's options, which differ from hard's only in the exact
// endgame's node cap; no position here is an endgame (talon not empty), so for hard too the
// hint runs the same search as the move.
//
// The positions: illig, the first decision of deals seeded 1-3 at 2 and at 4 players, and two
// later ones (2 players seed 1 and 4 players seed 2, after 12 random legal actions, moved on
// to the next decision with a choice); the views are made here with the engine's public API.
// One warm-up pass at full speed, then `--rounds` rounds, each of one pass per condition (the
// order rotates from round to round, so a drift of the machine's load hits all of them).
// Prints each pass, a table of medians per level and condition, and one JSON line.
//
//   node scripts/bench-phone-bots.mjs [--rate 4] [--rounds 3]

import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { startServer } from '../packages/web/serve.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../packages/web/test/support/chromium.mjs';
import { opt } from './bench-options.mjs';
import { buildWebApp } from './web-build.mjs';

register();
const { apply, isOver, newGame, toAct, viewFor } = await import('@kaschlan/engine');
const { BotRng, EXPERT_MS, endgameApplies, HARD_MS } = await import('@kaschlan/bots');

const rate = Number(opt('rate', 4));
const rounds = Number(opt('rounds', 3));

/** The levels measured and their budgets (levels.ts registers the same). */
const LEVELS = [
  { level: 'hard', budget: { ms: HARD_MS, iterations: 12_000 } },
  { level: 'expert', budget: { ms: EXPERT_MS, iterations: 60_000 } },
];

/** The view of the first decision with a choice after `after` seeded random actions. */
function position(players, seed, after) {
  const g = newGame({ preset: 'illig', players, seed });
  if (!g.ok) throw new Error(g.error.message);
  let state = g.value;
  const rng = new BotRng(seed * 1000 + players);
  for (let played = 0; !isOver(state); played++) {
    const view = viewFor(state, toAct(state));
    if (played >= after && view.legal.length >= 2) {
      // The hint's iteration count stands for hard's only where the endgame does not apply.
      if (endgameApplies(view)) throw new Error(`${players}p seed ${seed}: an endgame`);
      return { name: `${players}p seed ${seed} after ${after}`, view };
    }
    const next = apply(state, view.legal[rng.int(view.legal.length)]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  throw new Error(`${players}p seed ${seed}: over before a decision`);
}

const positions = [
  ...[1, 2, 3].map((seed) => position(2, seed, 0)),
  ...[1, 2, 3].map((seed) => position(4, seed, 0)),
  position(2, 1, 12),
  position(4, 2, 12),
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const outDir = await buildWebApp('kaschlan-phone-');
// The worker's file, as the app's client (worker/client.ts) has Vite emit it.
const workerFile = readdirSync(join(outDir, 'assets')).find((f) => /^bot-worker.*\.js$/.test(f));
if (!workerFile) throw new Error('the build has no bot-worker chunk');
const { server, url } = await startServer({ root: outDir, port: 0 });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});

/** A move slower than its cap times this counts as over the cap. */
const OVER = 1.1;

/** The conditions, each a pass per round: full speed, DevTools' throttling, a slowed process. */
const CONDITIONS = [
  { name: 'full', cdp: 1, process: false },
  { name: `cdp ×${rate}`, cdp: rate, process: false },
  { name: `process ×${rate}`, cdp: 1, process: true },
];

// The slowing process: a token bucket of CPU time. Every millisecond of wall time adds
// 1/rate ms of CPU time to the renderers' allowance (at most BUCKET_MS saved up, so that
// idle time is not spent later at full speed); what their threads ran (the kernel's
// /proc/<pid>/task/*/schedstat) is taken off. Below zero they are stopped, else they run. So
// they get 1/rate of one core of this machine, however loaded it is (as long as the load
// leaves them that much). A process of its own, so that it keeps time while this one waits.
const BUCKET_MS = 4;
const DUTY = `
const { readdirSync, readFileSync } = require('node:fs');
const [rate, bucket, ...pids] = process.argv.slice(1).map(Number);
const cell = new Int32Array(new SharedArrayBuffer(4));
const ran = () => {
  let ns = 0;
  for (const p of pids)
    for (const t of readdirSync('/proc/' + p + '/task'))
      try { ns += Number(readFileSync('/proc/' + p + '/task/' + t + '/schedstat', 'utf8').split(' ')[0]); } catch {}
  return ns / 1e6;
};
const signal = (s) => { for (const p of pids) try { process.kill(p, s); } catch {} };
let allowance = 0;
let wall = performance.now();
let cpu = ran();
let stopped = false;
for (;;) {
  Atomics.wait(cell, 0, 0, 1);
  const w = performance.now();
  const c = ran();
  allowance = Math.min(bucket, allowance + (w - wall) / rate) - (c - cpu);
  wall = w;
  cpu = c;
  if (allowance < 0 && !stopped) { signal('SIGSTOP'); stopped = true; }
  else if (allowance >= 0 && stopped) { signal('SIGCONT'); stopped = false; }
}
`;

/** Start slowing `pids` down; the returned function ends it and lets them run again. */
function slowDown(pids) {
  const child = spawn(
    process.execPath,
    ['-e', DUTY, String(rate), String(BUCKET_MS), ...pids.map(String)],
    {
      stdio: 'ignore',
    },
  );
  return () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        for (const p of pids) process.kill(p, 'SIGCONT');
        resolve();
      });
      child.kill('SIGKILL');
    });
}

/** Per level and condition: move wall times, the worker's own times, iterations. */
const results = new Map();
const record = (level, condition, entry) => {
  const key = `${level}@${condition}`;
  results.set(key, [...(results.get(key) ?? []), entry]);
};

let resume = null;
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate((src) => {
    const worker = new Worker(src, { type: 'module' });
    const waiting = new Map();
    worker.onmessage = (e) => waiting.get(e.data.id)?.(e.data);
    let next = 1;
    // Posts `ask` with a fresh id; resolves with the answer and the round trip's wall time.
    window.__ask = (ask) =>
      new Promise((resolve) => {
        const id = next++;
        const t0 = performance.now();
        waiting.set(id, (answer) => {
          waiting.delete(id);
          resolve({ answer, wall: performance.now() - t0 });
        });
        worker.postMessage({ ...ask, id });
      });
  }, `/assets/${workerFile}`);
  const cdp = await page.context().newCDPSession(page);
  // The renderers (the page's, with its worker, and the browser UI's): what `process` slows.
  const browserCdp = await browser.newBrowserCDPSession();
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  if (renderers.length === 0) throw new Error('no renderer process found');
  console.log(JSON.stringify({ renderers, workerFile, positions: positions.map((p) => p.name) }));

  /** One pass over every position and level under `condition`. */
  async function pass(condition, label) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cdp });
    if (condition.process) resume = slowDown(renderers);
    const rows = [];
    try {
      for (const { name, view } of positions)
        for (const { level, budget } of LEVELS) {
          const move = await page.evaluate((a) => window.__ask(a), { level, view, seed: 7 });
          if (!move.answer.ok) throw new Error(`${name} ${level}: ${move.answer.error}`);
          const hint = await page.evaluate((a) => window.__ask(a), {
            kind: 'advise',
            view,
            seed: 7,
            budget,
          });
          if (hint.answer.kind !== 'advice')
            throw new Error(`${name} ${level}: ${hint.answer.error}`);
          const estimates = hint.answer.advice.estimates ?? [];
          const row = {
            wall: move.wall,
            worker: move.answer.ms,
            iterations: estimates.reduce((n, e) => n + e.visits, 0),
            hintMs: hint.answer.advice.ms,
          };
          rows.push({ level, ...row });
          if (label !== 'warm-up') record(level, condition.name, row);
        }
    } finally {
      await resume?.();
      resume = null;
    }
    for (const { level } of LEVELS) {
      const mine = rows.filter((x) => x.level === level);
      console.log(
        JSON.stringify({
          pass: label,
          condition: condition.name,
          level,
          moveMsMedian: Math.round(median(mine.map((x) => x.wall))),
          moveMsMax: Math.round(Math.max(...mine.map((x) => x.wall))),
          iterationsMedian: median(mine.map((x) => x.iterations)),
          itPerSec: Math.round(median(mine.map((x) => (x.iterations / x.hintMs) * 1000))),
        }),
      );
    }
  }

  await pass(CONDITIONS[0], 'warm-up'); // the worker's chunks, the compiler's tiers
  for (let k = 0; k < rounds; k++)
    for (let c = 0; c < CONDITIONS.length; c++)
      await pass(CONDITIONS[(c + k) % CONDITIONS.length], `round ${k + 1}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
} finally {
  await resume?.();
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

const summary = {};
console.log('');
console.log(
  '| level | cap | CPU | move, median (max) | worker ms, median | over the cap +10% | iterations, median (min-max) | iterations/s, median |',
);
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const { level, budget } of LEVELS)
  for (const { name } of CONDITIONS) {
    const xs = results.get(`${level}@${name}`);
    const walls = xs.map((x) => x.wall);
    const its = xs.map((x) => x.iterations);
    const s = {
      moveMsMedian: Math.round(median(walls)),
      moveMsMax: Math.round(Math.max(...walls)),
      workerMsMedian: Math.round(median(xs.map((x) => x.worker))),
      // A move the cap cut ends just after it: "over" is beyond the cap's own tolerance.
      overCap: walls.filter((w) => w > budget.ms * OVER).length,
      moves: walls.length,
      iterationsMedian: median(its),
      iterationsMin: Math.min(...its),
      iterationsMax: Math.max(...its),
      // The search's speed: the hint's iterations over its time (it ends by the same cap).
      itPerSec: Math.round(median(xs.map((x) => (x.iterations / x.hintMs) * 1000))),
    };
    summary[`${level}@${name}`] = s;
    console.log(
      `| ${level} | ${budget.ms} ms, ${budget.iterations} it | ${name} | ${s.moveMsMedian} ms (${s.moveMsMax}) | ${s.workerMsMedian} | ${s.overCap} of ${s.moves} | ${s.iterationsMedian} (${s.iterationsMin}-${s.iterationsMax}) | ${s.itPerSec} |`,
    );
  }
console.log('');
console.log(
  JSON.stringify({ phoneBots: { rate, rounds, positions: positions.length, ...summary } }),
);
