#!/usr/bin/env node
// Two versions of the search on the same work (search-workload.mjs), alternately, in one
// run: the sources of the bots, the table and the engine at git revision `--base` against
// the working tree's. Each is bundled by esbuild (no tsx in the timing) and run in fresh
// processes, base and new in turn, `--pairs` times; each process makes a warm-up pass and
// `--rounds` timed ones. Prints each run's iterations per CPU second (the median of its
// rounds), the ratio new / base of each pair, their median, and both versions' checksums of
// the chosen actions: equal checksums show that the two searched alike (a change meant to
// be only faster must keep it).
//
// `--instructions`: instead of the clock, count the machine instructions of one pass of
// each version under valgrind's callgrind (a run of 3 passes less a run of 1, so start-up
// and compilation cancel out): a measure the machine's load does not change (about 1%
// apart from run to run). Needs valgrind; about two minutes.
//
//   node scripts/bench-search-compare.mjs [--base HEAD] [--pairs 5] [--iterations 3000] [--rounds 3]
//   node scripts/bench-search-compare.mjs --instructions [--base HEAD] [--iterations 1500]

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { opt, root } from './bench-options.mjs';

const base = opt('base', 'HEAD');
const pairs = Number(opt('pairs', 5));
const iterations = Number(opt('iterations', 3000));
const rounds = Number(opt('rounds', 3));

const dir = join(root, 'node_modules/.cache/bench-search-compare');
rmSync(dir, { recursive: true, force: true });
const baseTree = join(dir, 'base');
mkdirSync(baseTree, { recursive: true });
const packages = ['packages/engine', 'packages/table', 'packages/bots'];
const archive = execFileSync('git', ['archive', base, ...packages], { cwd: root });
execFileSync('tar', ['-x', '-C', baseTree], { input: archive });

const entry = join(dir, 'entry.mjs');
writeFileSync(
  entry,
  `import { positions, searchPass } from ${JSON.stringify(join(root, 'scripts/search-workload.mjs'))};
const [iterations, rounds] = process.argv.slice(2).map(Number);
const set = positions();
searchPass(set, iterations);
const xs = [];
let checksum = 0;
let perPass = 0;
for (let r = 0; r < rounds; r++) {
  const pass = searchPass(set, iterations);
  let it = 0;
  let cpu = 0;
  for (const e of pass.by.values()) {
    it += e.it;
    cpu += e.cpu;
  }
  xs.push(it / cpu);
  checksum = pass.checksum;
  perPass = it;
}
xs.sort((a, b) => a - b);
console.log(JSON.stringify({ itPerCpuSec: xs[Math.floor(xs.length / 2)], checksum, perPass }));
`,
);

/** The bundle of the workload against the sources under `tree`. */
async function bundle(tree, name) {
  const src = (p) => join(tree, p);
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    nodePaths: [join(root, 'node_modules')],
    alias: {
      '@kaschlan/engine/fast': src('packages/engine/src/fast.ts'),
      '@kaschlan/engine': src('packages/engine/src/index.ts'),
      '@kaschlan/table': src('packages/table/src/index.ts'),
      '@kaschlan/bots': src('packages/bots/src/index.ts'),
    },
  });
  return outfile;
}

const files = { base: await bundle(baseTree, 'base'), new: await bundle(root, 'new') };

function runOnce(which) {
  const r = spawnSync(process.execPath, [files[which], String(iterations), String(rounds)], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${which} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

/** Instructions `which` executes for `passes` timed passes (and its warm-up and start). */
function instructions(which, passes) {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      files[which],
      String(iterations),
      String(passes),
    ],
    { encoding: 'utf8' },
  );
  const m = /Collected : (\d+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !m) throw new Error(`valgrind on ${which} failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout.trim());
  return { count: Number(m[1]), checksum: out.checksum, iterations: out.perPass };
}

if (process.argv.includes('--instructions')) {
  const per = {};
  for (const which of ['base', 'new']) {
    const one = instructions(which, 1);
    const three = instructions(which, 3);
    per[which] = {
      perPass: (three.count - one.count) / 2,
      checksum: three.checksum,
      iterations: three.iterations,
    };
  }
  console.log(
    JSON.stringify({
      searchInstructions: {
        base,
        iterationsEach: iterations,
        baseInstructionsPerIteration: Math.round(per.base.perPass / per.base.iterations),
        newInstructionsPerIteration: Math.round(per.new.perPass / per.new.iterations),
        ratio: Number((per.base.perPass / per.new.perPass).toFixed(3)),
        sameChoices: per.base.checksum === per.new.checksum,
      },
    }),
  );
  process.exit(0);
}

const ratios = [];
const checksums = { base: new Set(), new: new Set() };
for (let i = 0; i < pairs; i++) {
  const b = runOnce('base');
  const n = runOnce('new');
  checksums.base.add(b.checksum);
  checksums.new.add(n.checksum);
  ratios.push(n.itPerCpuSec / b.itPerCpuSec);
  console.log(
    JSON.stringify({
      pair: i + 1,
      base: Math.round(b.itPerCpuSec),
      new: Math.round(n.itPerCpuSec),
      ratio: Number((n.itPerCpuSec / b.itPerCpuSec).toFixed(3)),
    }),
  );
}
const sorted = [...ratios].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    searchCompare: {
      base,
      pairs,
      iterationsEach: iterations,
      medianRatio: Number(sorted[Math.floor(sorted.length / 2)].toFixed(3)),
      checksums: { base: [...checksums.base], new: [...checksums.new] },
      sameChoices:
        checksums.base.size === 1 &&
        checksums.new.size === 1 &&
        [...checksums.base][0] === [...checksums.new][0],
    },
  }),
);
