// R7: the rule options are described once (RULE_OPTIONS); a set-up and a record accept each
// option's values and nothing else.

import { describe, expect, test } from 'vitest';
import { newGame, RULE_KEYS, RULE_OPTIONS, replayRecord } from '../src';

const cases = RULE_KEYS.flatMap((key) => [
  ...RULE_OPTIONS[key].values.map((value) => ({ key, value, ok: true })),
  { key, value: 'maybe', ok: false },
  { key, value: 36, ok: false },
]);

describe('R7: every rule option takes exactly its values', () => {
  test.each(cases)('$key = $value: accepted $ok', ({ key, value, ok }) => {
    const rules = { [key]: value } as never;
    const started = newGame({ preset: 'illig', rules, players: 3, seed: 1 });
    expect(started.ok ? 'ok' : started.error.code).toBe(ok ? 'ok' : 'INVALID_RULES');
    const replayed = replayRecord({ preset: 'illig', rules, players: 3, seed: 1, actions: [] });
    expect(replayed.ok ? 'ok' : replayed.error.code).toBe(ok ? 'ok' : 'MALFORMED_RECORD');
  });

  test.each(RULE_KEYS)('%s names its rule (R7.x)', (key) => {
    expect(RULE_OPTIONS[key].rule).toMatch(/^R7\.\d$/);
  });
});
