import { dealPosition, legalInto, MAX_LEGAL, play, pick, PRESETS, seedRng, shuffleInPlace } from './all';
const rules = PRESETS.illig; const players = 4; const games = +(process.argv[2] ?? 200000); const seed = 1;
const buf = new Int32Array(MAX_LEGAL); const P = dealPosition(rules, players, 0, base0());
let total = 0, drawn = 0;
const t0 = performance.now();
const base = [] as number[]; for (let s=0;s<4;s++) for (let r=5;r<13;r++) base.push(s*16+r);
const deck = base.slice();
for (let g = 0; g < games; g++) {
  const rng = seedRng((seed + g) >>> 0);
  for (let i=0;i<deck.length;i++) deck[i]=base[i]!;
  shuffleInPlace(deck, rng);
  const dealer = pick(rng, players);
  const p = dealPosition(rules, players, dealer, deck, P);
  while (!p.over) { const n = legalInto(p, buf); play(p, buf[pick(rng, n)]!); total++; }
  if (p.loser < 0) drawn++;
}
const dt = (performance.now() - t0) / 1000;
console.log(JSON.stringify({ games, seconds: dt, gamesPerSec: Math.round(games / dt), totalActions: total, drawn }));
function base0(){ const b=[] as number[]; for (let s=0;s<4;s++) for (let r=5;r<13;r++) b.push(s*16+r); return b; }
