// Hints: the words for an action and a chance, the ranking of a decision's choices, the count
// of hints per deal, and the worker's hint: asked with the seat's view alone, it answers with
// one of the view's legal actions and the reasons in words.

import { type Action, viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import {
  actionKey,
  actionText,
  estimateNote,
  percent,
  rankChoices,
  sameAction,
} from '../src/hint/format';
import { reasonText } from '../src/hint/reasons';
import { countHint, hintsUsed } from '../src/hint/used';
import type { AnalysisAnswer, AnalysisAsk } from '../src/worker/protocol';
import { e1Defence, e1Start, play } from './support/e1';
import { botWorker, eventually } from './support/worker';

describe('an action in words', () => {
  test.each<[Action, 'attack' | 'reinforce' | 'defend', string]>([
    [{ type: 'lead', seat: 1, cards: ['8D', '8S'] }, 'attack', 'Lead 8♦ 8♠'],
    [{ type: 'coachman', seat: 1, card: 'KC' }, 'attack', 'Add K♣ as the coachman'],
    [{ type: 'beat', seat: 2, attack: '8D', with: 'KD' }, 'defend', 'Beat 8♦ with K♦'],
    [{ type: 'selfAttack', seat: 2, card: '8C', with: 'AC' }, 'defend', 'Self-attack 8♣ with A♣'],
    [{ type: 'take', seat: 2 }, 'defend', 'Take the cards'],
    [{ type: 'pass', seat: 1 }, 'attack', 'Stop leading'], // R3.2
    [{ type: 'pass', seat: 0 }, 'reinforce', 'Pass'], // R3.3
    [{ type: 'pass', seat: 2 }, 'defend', 'End the bout'], // R4.4
  ])('%j in the %s phase: %s', (action, phase, text) => {
    expect(actionText(action, phase, 'french')).toBe(text);
  });

  test('German faces name the cards their way (R1.5)', () => {
    expect(
      actionText({ type: 'beat', seat: 2, attack: '8D', with: 'QD' }, 'defend', 'german'),
    ).toBe('Beat Schellen-8 with Schellen-Ober');
  });

  test('the same lead is the same action whatever the order of its cards', () => {
    const a: Action = { type: 'lead', seat: 1, cards: ['8D', '8S'] };
    const b: Action = { type: 'lead', seat: 1, cards: ['8S', '8D'] };
    expect(sameAction(a, b)).toBe(true);
    expect(actionKey(a)).not.toBe(actionKey({ type: 'lead', seat: 0, cards: ['8D', '8S'] }));
    expect(sameAction({ type: 'pass', seat: 1 }, { type: 'take', seat: 1 })).toBe(false);
  });
});

describe('a chance in words', () => {
  test.each([
    [0, '0%'],
    [0.004, '<1%'],
    [0.25, '25%'],
    [0.666, '67%'],
    [0.996, '>99%'],
    [1, '100%'],
  ])('%d is %s', (p, text) => expect(percent(p)).toBe(text));

  test('a reason reads as a sentence, its cards named, its counts grouped', () => {
    expect(reasonText({ kind: 'searchPrefers', lossChance: 0.3, visits: 21649 }, 'french')).toBe(
      'Loses about 30% of 21,649 simulated deals',
    );
    expect(reasonText({ kind: 'cheapestBeat', card: '8S', attack: '7S' }, 'french')).toBe(
      '8♠ is the cheapest card that beats 7♠ (R4.1)',
    );
    expect(reasonText({ kind: 'keepsTrump', cards: ['AH', 'KH'] }, 'german')).toBe(
      'Keeps the trumps Herz-Daus and Herz-König',
    );
  });

  test('an estimate says how sure it is', () => {
    const action: Action = { type: 'take', seat: 0 };
    expect(estimateNote({ action, lossChance: 1, visits: 0, exact: true })).toBe('solved');
    expect(estimateNote({ action, lossChance: 0.2, visits: 1200, exact: false })).toBe(
      '1,200 simulated deals',
    );
    expect(estimateNote({ action, lossChance: 0.2, visits: 1, exact: false })).toBe(
      '1 simulated deal',
    );
  });
});

describe('the choices of a decision', () => {
  const lead = (card: string): Action => ({ type: 'lead', seat: 0, cards: [card] });
  const est = (card: string, lossChance: number) => ({
    action: lead(card),
    lossChance,
    visits: 100,
    exact: false,
  });
  const list = [est('7C', 0.5), est('8C', 0.2), est('9C', 0.9), est('10C', 0.2), est('JC', 0.4)];

  test('least likely to lose first; on a tie the best, then the legal order', () => {
    const { shown, hidden } = rankChoices(list, lead('9C'), lead('10C'), 10);
    expect(shown.map((c) => c.action.type === 'lead' && c.action.cards[0])).toEqual([
      '10C',
      '8C',
      'JC',
      '7C',
      '9C',
    ]);
    expect(hidden).toEqual([]);
    expect(shown[0]!.best).toBe(true);
    expect(shown.at(-1)!.played).toBe(true);
  });

  test('a short list still shows the move played and the best', () => {
    const { shown, hidden } = rankChoices(list, lead('9C'), lead('8C'), 2);
    expect(shown.map((c) => c.action.type === 'lead' && c.action.cards[0])).toEqual(['8C', '9C']);
    expect(hidden).toHaveLength(3);
    const three = rankChoices(list, lead('9C'), lead('8C'), 3).shown;
    expect(three.map((c) => c.action.type === 'lead' && c.action.cards[0])).toEqual([
      '8C',
      '10C',
      '9C',
    ]);
  });
});

describe('hints used per deal', () => {
  test('counted per seat, once per turn, afresh in each deal', () => {
    const deal = e1Start();
    expect(hintsUsed(deal)).toEqual([0, 0, 0]);
    countHint(deal, 1);
    countHint(deal, 1); // the same turn asked again
    const later = play(deal, { type: 'lead', seat: 1, cards: ['8D', '8S'] });
    countHint(later, 0);
    expect(hintsUsed(later)).toEqual([1, 1, 0]);
    expect(hintsUsed(deal)).toEqual([1, 1, 0]); // one deal, whichever of its states
    const next = e1Start();
    expect(hintsUsed(next)).toEqual([0, 0, 0]);
    countHint(next, 2);
    expect(hintsUsed(next)).toEqual([0, 0, 1]);
    expect(hintsUsed(null)).toEqual([]);
  });
});

describe('the worker’s hint', () => {
  const { sent, ask } = botWorker();

  /** Wait for the worker's answer. */
  const answer = (id: number): Promise<AnalysisAnswer> =>
    eventually(() => {
      const found = sent.find((m) => m.id === id && 'kind' in m);
      return found && 'kind' in found ? found : undefined;
    }, `no answer to ${id}`);

  test('answers a view with a legal action and its reasons in words', async () => {
    const view = viewFor(e1Defence(), 2);
    const request: AnalysisAsk = {
      kind: 'advise',
      id: 11,
      view: structuredClone(view),
      seed: 5,
      budget: { iterations: 400 },
    };
    // The request carries the view and nothing of the game state.
    expect(JSON.stringify(request)).not.toMatch(/"source"|"rng"|"pos"|"talon":\[/);
    ask(request);
    const got = await answer(11);
    expect(got.kind).toBe('advice');
    if (got.kind !== 'advice') return;
    expect(view.legal).toContainEqual(got.advice.action);
    expect(got.advice.reasons.length).toBeGreaterThan(0);
    for (const r of got.advice.reasons) expect(typeof r).toBe('string');
    // The same reasons, structured, for the page to say in its language (hint/reasons.ts).
    expect(got.advice.why).toHaveLength(got.advice.reasons.length);
    expect(got.advice.estimates?.length).toBe(view.legal.length);
  });

  test('a hint for a view that is not the viewer’s turn fails with a reason', async () => {
    const view = viewFor(e1Defence(), 0); // seat 2 is to act
    ask({ kind: 'advise', id: 12, view, seed: 1, budget: { iterations: 50 } });
    const got = await answer(12);
    expect(got.kind).toBe('failed');
  });
});
