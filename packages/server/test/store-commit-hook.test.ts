// Issue 26, a candidate cause of a deal that stops for good: the store's commit hook (the
// metrics' timing, `Store.onCommit`) is called after each commit. If it ever threw, the
// PostgreSQL group commit kept its `flushing` flag set for ever, so every later append of
// every room waited for a flush that never came (each room's change queue with it, no log);
// and a write that had committed was answered as failed. The hook's failure must cost
// neither: the commit stands, the next one is written.

import { describe, expect, it } from 'vitest';
import { databases } from './support/services';
import { dealIn } from './support/store-deal';

const kinds = await databases('the commit hook test on PostgreSQL');

describe.each(kinds)('a commit hook that throws, on $name', ({ open }) => {
  it('neither fails the commit it times nor stops the writes after it', async () => {
    const store = await open();
    const now = Date.now();
    const { room, game } = await dealIn(store, 'hook');
    const w = { room, fence: null, at: now };
    let calls = 0;
    store.onCommit = () => {
      calls++;
      throw new Error('a metrics bug');
    };
    const append = (n: number) =>
      store.appendAction(w, game, {
        n,
        action: { type: 'pass', seat: n % 2 },
        source: 'seat',
        at: now + n,
      });
    await append(0);
    // The second append is answered (it would wait for ever behind a flag left set).
    await append(1);
    expect(calls).toBeGreaterThanOrEqual(2);
    const stored = await store.actionsOf(game);
    expect(stored.map((a) => a.n)).toEqual([0, 1]);
    await store.close();
  });
});
