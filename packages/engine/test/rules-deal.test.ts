// R2 Players and deal: how many may play, who gets which cards, the trump card, seeded deals.

import { describe, expect, test } from 'vitest';
import {
  type Card,
  type GameEvent,
  type GameState,
  legalActions,
  newGame,
  sortCards,
  viewFor,
} from '../src/index';
import { game, packCards, show, stepWith } from './helpers';

describe('R2.1 players', () => {
  test.each<[number, 24 | 32 | 52, 'OK' | 'INVALID_PLAYERS']>([
    [0, 32, 'INVALID_PLAYERS'],
    [1, 32, 'INVALID_PLAYERS'],
    [2, 32, 'OK'],
    [3, 32, 'OK'],
    [4, 32, 'OK'],
    [5, 32, 'OK'],
    [6, 32, 'INVALID_PLAYERS'],
    [2.5, 32, 'INVALID_PLAYERS'],
    [5, 52, 'OK'],
    [6, 52, 'INVALID_PLAYERS'],
    [4, 24, 'OK'],
    [5, 24, 'INVALID_PLAYERS'],
  ])('R2.1 %s players with the %i-card pack: %s', (players, pack, expected) => {
    const r = newGame({ players, seed: 1, rules: { pack } });
    expect(r.ok ? 'OK' : r.error.code).toBe(expected);
    if (!r.ok) expect(r.error.message).toMatch(/R2\.1/);
  });

  test('R2.1 the preset pack24 takes at most 4 players', () => {
    const r = newGame({ preset: 'pack24', players: 5, seed: 1 });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_PLAYERS');
  });
});

describe('R2.2, R2.3 the deal from a given deck', () => {
  // A deck in a fixed order that is not the pack's own: every seventh card, wrapping.
  const deck: Card[] = packCards(32).map((_, i, all) => all[(i * 7) % 32]!);

  test.each<[number, number, number[]]>([
    [2, 0, [1, 0]],
    [2, 1, [0, 1]],
    [3, 1, [2, 0, 1]],
    [4, 3, [0, 1, 2, 3]],
    [5, 2, [3, 4, 0, 1, 2]],
  ])(
    'R2.3 %i players, dealer %i: 5 cards each to seats %j in turn, dealer last',
    (players, dealer, order) => {
      const s = game({ players, dealer, deck });
      const sum = show(s);
      order.forEach((seat, k) => {
        expect(sum.hands[seat]).toEqual(sortCards(deck.slice(5 * k, 5 * k + 5)));
      });
      // The next card is the trump card; the rest is the talon, the trump card under it.
      const trumpCard = deck[5 * players]!;
      expect(viewFor(s, 'spectator').trumpCard).toBe(trumpCard);
      expect(sum.trump).toBe(trumpCard.slice(-1));
      expect(sum.talon).toBe(32 - 5 * players);
    },
  );

  test.each<[number, number, number, number]>([
    [2, 0, 1, 0],
    [2, 1, 0, 1],
    [3, 2, 0, 1],
    [4, 1, 2, 3],
    [5, 4, 0, 1],
  ])('R3 %i players, dealer %i: forehand %i attacks, %i defends', (players, dealer, a, d) => {
    const sum = show(game({ players, dealer, deck }));
    expect([sum.attacker, sum.defender, sum.toAct]).toEqual([a, d, a]);
  });

  test('R2.2 the talon is drawn top first, and the face-up trump card last', () => {
    // Play the deal out (always the first legal action) and list every card drawn.
    let s: GameState = game({ players: 3, dealer: 0, deck });
    const drawn: Card[] = [];
    let trumpDrawnBy: number | null = null;
    while (show(s).talon > 0) {
      const step = stepWith(s, legalActions(s)[0]!);
      for (const e of step.events as GameEvent[])
        if (e.type === 'draw') {
          drawn.push(...(e.cards ?? []));
          if (e.trumpCard) trumpDrawnBy = e.seat;
        }
      s = step.state;
    }
    expect(drawn).toEqual([...deck.slice(16), deck[15]]);
    expect(trumpDrawnBy).not.toBeNull();
    // R5.3: who holds the trump card is public.
    expect(viewFor(s, 'spectator').known[trumpDrawnBy!]).toContain(deck[15]);
    expect(viewFor(s, 'spectator').trumpCard).toBeNull();
  });

  test('R2.2 the deal event shows the trump card face up and each seat only its own hand', () => {
    const s = game({ players: 2, dealer: 1, deck });
    const deal = viewFor(s, 0).events[0];
    expect(deal).toMatchObject({
      type: 'deal',
      dealer: 1,
      trumpCard: deck[10],
      trump: deck[10]!.slice(-1),
    });
    if (deal?.type !== 'deal') throw new Error('no deal event');
    expect(deal.hands).toEqual([sortCards(deck.slice(0, 5)), null]);
  });
});

describe('R2.4 seeded deals', () => {
  test('R2.4 the same seed deals the same cards to the same dealer', () => {
    const a = show(game({ players: 4, seed: 2024 }));
    const b = show(game({ players: 4, seed: 2024 }));
    expect(b.hands).toEqual(a.hands);
    expect(b.trump).toBe(a.trump);
    expect(game({ players: 4, seed: 2024 }).dealer).toBe(game({ players: 4, seed: 2024 }).dealer);
  });

  test('R2.4 different seeds deal differently; the seed picks a dealer among the players', () => {
    const hands = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const s = game({ players: 3, seed });
      expect([0, 1, 2]).toContain(s.dealer);
      expect(show(s).hands.flat()).toHaveLength(15);
      hands.add(JSON.stringify(show(s).hands));
    }
    expect(hands.size).toBe(20);
  });

  test('R2.4 a given dealer overrides the seed’s pick, with the same cards', () => {
    const picked = game({ players: 3, seed: 77 });
    const other = (picked.dealer + 1) % 3;
    const s = game({ players: 3, seed: 77, dealer: other });
    expect(s.dealer).toBe(other);
    expect(show(s).attacker).toBe((other + 1) % 3);
    expect(show(s).hands.flat().sort()).toEqual(show(picked).hands.flat().sort());
  });

  test.each([[-1], [1.5], [2 ** 32]])('R2.4 seed %s is refused as INVALID_DEAL', (seed) => {
    const r = newGame({ players: 3, seed });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_DEAL');
  });
});
