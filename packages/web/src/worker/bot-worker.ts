// The bots' thread: it answers each request with the action the level's bot chooses for the
// view it was handed. Searching bots (hard, expert) take up to a second; here that never
// freezes the page. Hints and reviews (analysis.ts) are loaded here on their first request.

// First: nothing may probe eval under the page's policy (protocol/src/strict-csp.ts).
import '@kaschlan/protocol/strict-csp';
import { BotRng, seatingFor } from '@kaschlan/bots';
import type { AnalysisAnswer, AnalysisAsk, BotAnswer, BotAsk } from './protocol';

const reply = (answer: BotAnswer): void => self.postMessage(answer);

/** Hints and reviews: their code is a chunk of its own, fetched on the first one. */
function analyse(ask: AnalysisAsk): void {
  const post = (answer: AnalysisAnswer): void => self.postMessage(answer);
  import('./analysis').then(
    (m) => m.handle(ask, post),
    (error: Error) => post({ id: ask.id, kind: 'failed', code: 'FAILED', error: error.message }),
  );
}

self.onmessage = (event: MessageEvent<BotAsk | AnalysisAsk>) => {
  const ask = event.data;
  if (ask.kind === 'advise' || ask.kind === 'review' || ask.kind === 'cancel') {
    analyse(ask);
    return;
  }
  const { id, level, view, seed } = ask;
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
