// The bots' worker run in the test's own thread: `self` stands in for the worker's scope, the
// worker module is loaded once for the file, and what it posts back is kept in `sent`.

import { afterAll, beforeAll } from 'vitest';
import type { AnalysisAnswer, AnalysisAsk, BotAnswer } from '../../src/worker/protocol';

export interface TestWorker {
  /** Everything the worker has posted, in order. */
  readonly sent: (BotAnswer | AnalysisAnswer)[];
  /** Post `data` to the worker, as the page does. */
  ask(data: AnalysisAsk): void;
}

/** Load the worker for the tests of this describe block (call inside `describe`). */
export function botWorker(): TestWorker {
  const sent: (BotAnswer | AnalysisAnswer)[] = [];
  const scope = globalThis as unknown as {
    self: {
      postMessage: (m: BotAnswer | AnalysisAnswer) => void;
      onmessage: ((e: { data: AnalysisAsk }) => void) | null;
    };
  };
  beforeAll(async () => {
    scope.self = { postMessage: (m) => void sent.push(m), onmessage: null };
    await import('../../src/worker/bot-worker');
  });
  afterAll(() => {
    Reflect.deleteProperty(scope, 'self');
  });
  return { sent, ask: (data) => scope.self.onmessage!({ data }) };
}

/** Poll until `find` gives something; the cap only keeps a lost answer from hanging the test. */
export async function eventually<T>(find: () => T | undefined, failure: string): Promise<T> {
  for (const end = Date.now() + 50_000; Date.now() < end; ) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(failure);
}
