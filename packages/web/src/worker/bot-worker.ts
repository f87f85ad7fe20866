// The bots' thread: it answers each request with the action the level's bot chooses for the
// view it was handed. Searching bots (hard, expert) take up to a second; here that never
// freezes the page.

import { BotRng, seatingFor } from '@kaschlan/bots';
import type { BotAnswer, BotAsk } from './protocol';

const reply = (answer: BotAnswer): void => self.postMessage(answer);

self.onmessage = (event: MessageEvent<BotAsk>) => {
  const { id, level, view, seed } = event.data;
  // An unknown level (say, one not registered yet) plays as `normal` rather than not at all.
  const seating = seatingFor(level) ?? seatingFor('normal');
  if (!seating) {
    reply({ id, ok: false, error: `no bot for level ${level}` });
    return;
  }
  const t0 = performance.now();
  try {
    const action = seating.bot.choose({ view, budget: seating.budget, rng: new BotRng(seed) });
    reply({ id, ok: true, action, ms: performance.now() - t0 });
  } catch (error) {
    reply({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
