// The bots' workers shared fairly between rooms: a fake search bot that answers only when
// the test says so, so the order in which rooms are served is checked, never a timing.

import { newGame, toAct, type View, viewFor } from '@kaschlan/engine';
import { describe, expect, it } from 'vitest';
import { BotRunner, type SearchJob, Superseded } from '../src/bots/runner';

/** A view with nothing in it but a mark of whose question it is (the fake reads it back). */
const view = (tag: string): View => ({ tag }) as unknown as View;

/** A runner over a fake search: each question waits in `started` until the test answers it. */
function fakeRunner(threads = 1) {
  const started: { tag: string; answer: () => void }[] = [];
  const waits: number[] = [];
  let clock = 0;
  const runner = new BotRunner({
    threads,
    now: () => clock,
    onWait: (ms) => waits.push(ms),
    search: (job: SearchJob) =>
      new Promise((resolve) => {
        const tag = (job.view as unknown as { tag: string }).tag;
        started.push({ tag, answer: () => resolve(tag) });
      }),
  });
  /** Answer the question in flight; resolves once the runner has taken the next one up. */
  const answer = async (i = 0) => {
    const [job] = started.splice(i, 1);
    job!.answer();
    await new Promise((r) => setImmediate(r));
  };
  const tick = (ms: number) => {
    clock += ms;
  };
  return { runner, started, waits, answer, tick };
}

describe('the bots’ workers, shared between rooms', () => {
  it('serves waiting rooms in turn: busy rooms cannot push another table back', async () => {
    const { runner, started, answer } = fakeRunner(1);
    const served: string[] = [];
    // Three rooms of expert bots ask again as soon as they are answered (a bot table).
    let asked = 0;
    const busy = (room: string) => {
      const n = ++asked;
      void runner.choose('expert', view(`${room}${n}`), 0, room).then(() => {
        served.push(room);
        if (served.length < 30) busy(room);
      });
    };
    for (const room of ['a', 'b', 'c']) busy(room);
    for (let i = 0; i < 6; i++) await answer();
    // Another table's single question, behind them.
    const other = runner.choose('hard', view('d'), 0, 'd').then(() => served.push('d'));
    const before = served.length;
    expect(runner.depth).toBe(3); // b, c and d wait (a's question is being answered)
    while (!served.includes('d')) await answer();
    // d waited for at most one question of each busy room (and the one in flight).
    expect(served.length - before).toBeLessThanOrEqual(4);
    await other;
    // Each busy room is served in turn: no room twice before the others had theirs.
    const rounds = served.filter((r) => r !== 'd');
    for (let i = 0; i + 3 <= rounds.length; i += 3)
      expect(new Set(rounds.slice(i, i + 3)).size).toBe(3);
    while (started.length > 0) await answer();
  });

  it('keeps one question waiting per room: a newer one replaces it in its place', async () => {
    const { runner, started, answer } = fakeRunner(1);
    const a1 = runner.choose('expert', view('a1'), 0, 'a'); // in flight
    const a2 = runner.choose('expert', view('a2'), 0, 'a'); // waits
    const b1 = runner.choose('expert', view('b1'), 0, 'b');
    const a3 = runner.choose('expert', view('a3'), 0, 'a'); // replaces a2, before b1
    await expect(a2).rejects.toBeInstanceOf(Superseded);
    expect(runner.depth).toBe(2);
    const order: string[] = [];
    for (const p of [a1, a3, b1]) void p.then((tag) => order.push(tag as string));
    while (started.length > 0) await answer();
    await Promise.all([a1, a3, b1]);
    expect(order).toEqual(['a1', 'a3', 'b1']);
    expect(runner.depth).toBe(0);
  });

  it('runs as many questions at once as it has threads, and reports each one’s wait', async () => {
    const { runner, started, waits, answer, tick } = fakeRunner(2);
    const all = ['a', 'b', 'c'].map((r) => runner.choose('hard', view(r), 0, r));
    expect(started.map((s) => s.tag)).toEqual(['a', 'b']);
    expect(runner.depth).toBe(1);
    tick(250);
    await answer(1); // b answered: c takes its thread
    expect(started.map((s) => s.tag)).toEqual(['a', 'c']);
    expect(waits).toEqual([0, 0, 250]);
    while (started.length > 0) await answer();
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c']);
  });

  it('answers the quick levels at once, on the main thread', async () => {
    const { runner, started } = fakeRunner(1);
    const busy = runner.choose('expert', view('a'), 0, 'a');
    const game = newGame({ preset: 'illig', players: 2, seed: 1 });
    if (!game.ok) throw new Error(game.error.message);
    const state = game.value;
    const quick = runner.choose('easy', viewFor(state, toAct(state)!), 1, 'b');
    expect(started.length).toBe(1);
    expect(await quick).toBeDefined();
    started[0]!.answer();
    await busy;
  });
});
