// The bots' worker answers a view with one of its legal actions, and it is handed nothing
// but the view.

import { viewFor } from '@kaschlan/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BotAnswer, BotAsk } from '../src/worker/protocol';
import { e1Defence } from './support/e1';

const sent: BotAnswer[] = [];
const scope = globalThis as unknown as {
  self: { postMessage: (m: BotAnswer) => void; onmessage: ((e: { data: BotAsk }) => void) | null };
};

describe('the bots’ worker', () => {
  beforeAll(async () => {
    scope.self = { postMessage: (m) => void sent.push(m), onmessage: null };
    await import('../src/worker/bot-worker');
  });
  afterAll(() => {
    Reflect.deleteProperty(scope, 'self');
  });

  test.each(['easy', 'normal', 'no-such-level'])(
    'level %s answers with a legal action',
    (level) => {
      const view = viewFor(e1Defence(), 2);
      sent.length = 0;
      scope.self.onmessage!({ data: { id: 7, level, view: structuredClone(view), seed: 1 } });
      expect(sent).toHaveLength(1);
      const answer = sent[0]!;
      expect(answer.id).toBe(7);
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(view.legal).toContainEqual(answer.action);
    },
  );

  test('a request holds a view and no game state', () => {
    const view = viewFor(e1Defence(), 2);
    const ask: BotAsk = { id: 1, level: 'easy', view, seed: 1 };
    expect(Object.keys(ask.view)).not.toContain('pos');
    expect(JSON.stringify(ask)).not.toMatch(/"source"|"rng"|"pos"|"talon":\[/);
    // Of the dealt hands it sees only its own.
    const deal = ask.view.events.find((e) => e.type === 'deal');
    expect(deal?.type === 'deal' && deal.hands.map((h) => h !== null)).toEqual([
      false,
      false,
      true,
    ]);
  });
});
