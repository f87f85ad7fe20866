// What a tap does (state/selection.ts), on RULES.md's worked example E1: a double tap plays
// only the card tapped twice, every tap that does nothing says why, and no aim is left
// behind that the player does not see.

import { type Action, type Card, type View, viewFor } from '@kaschlan/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  aim,
  clear,
  doubleTap,
  pickBeaten,
  pickHand,
  pickTable,
  refusal,
  refusePlay,
  selected,
  tapHand,
} from '../src/state/selection';
import { showTable } from '../src/state/table-source';
import { e1Defence, e1MustTake, e1Start, play } from './support/e1';

const NAMES = ['Anna', 'Otto', 'Frieda'];
let acted: Action[] = [];

/** Put `view` on the table; what the player does is recorded, not played. */
function show(view: View): void {
  showTable({
    view,
    name: (seat) => NAMES[seat]!,
    isBot: () => false,
    level: () => null,
    marks: () => 0,
    tags: () => [],
    notice: null,
    act: (action) => {
      acted.push(action);
      return true;
    },
    nextDeal: null,
    showResults: null,
  });
}

const picked = (): Card[] => [...selected.value].sort();

beforeEach(() => {
  acted = [];
  clear();
});

describe('a double tap', () => {
  // E1: Otto (seat 1) leads; he holds 7C 9C 10C 8S 8D.
  beforeEach(() => show(viewFor(e1Start(), 1)));

  it('on two neighbouring cards is two picks, never a play of the second', () => {
    tapHand('9C', 1);
    tapHand('10C', 2);
    expect(doubleTap('10C')).toBe(false);
    expect(acted).toEqual([]);
    expect(picked()).toEqual(['10C']);
    // Two of a rank: both picked, still nothing played until the player says so.
    clear();
    tapHand('8S', 1);
    tapHand('8D', 2);
    expect(doubleTap('8D')).toBe(false);
    expect(acted).toEqual([]);
    expect(picked()).toEqual(['8D', '8S']);
  });

  it('on one card plays it', () => {
    tapHand('7C', 1);
    tapHand('7C', 2);
    expect(doubleTap('7C')).toBe(true);
    expect(acted).toEqual([{ type: 'lead', seat: 1, cards: ['7C'] }]);
  });

  it('on a card that joins the picked ones plays them together', () => {
    tapHand('8S', 1);
    tapHand('8D', 1);
    tapHand('8D', 2);
    expect(doubleTap('8D')).toBe(true);
    expect(acted).toEqual([{ type: 'lead', seat: 1, cards: ['8S', '8D'] }]);
  });
});

describe('a refused tap says why', () => {
  it('when it is not the player’s turn', () => {
    show(viewFor(e1Start(), 0));
    pickHand(viewFor(e1Start(), 0).hand![0]!);
    expect(refusal.value?.text).toBe('Not your turn: waiting for Otto.');
  });

  it('when the play button is pressed with nothing (or no move) picked', () => {
    show(viewFor(e1Start(), 1));
    refusePlay();
    expect(refusal.value).toMatchObject({
      text: 'Pick the cards to play first: tap them in your hand.',
      card: null,
    });
    // A beater alone (E1.3, where a self-attack is open too) is no move without its target.
    show(viewFor(e1Defence(), 2));
    tapHand('JH', 1);
    refusePlay();
    expect(refusal.value?.text).toBe(
      'The picked cards make no move on their own: pick others, or tap the card to beat.',
    );
  });

  it('when the reinforcer taps an attack card: only the defender beats', () => {
    show(viewFor(play(e1Start(), { type: 'lead', seat: 1, cards: ['8D', '8S'] }), 0));
    pickTable('8S');
    expect(refusal.value).toMatchObject({
      text: 'Only the defender, Frieda, beats cards.',
      card: '8S',
    });
    expect(aim.value).toBeNull();
  });

  it('a card that cannot be played, each time anew (E1 after step 5: Frieda must take)', () => {
    show(viewFor(e1MustTake(), 2));
    pickHand('AH');
    const first = refusal.value!;
    expect(first).toMatchObject({ text: 'Ace of hearts cannot be played now.', card: 'AH' });
    pickHand('AH');
    expect(refusal.value!.n).toBeGreaterThan(first.n);
    expect(acted).toEqual([]);
  });

  describe('on defence (E1.3: Frieda against 8S 8D 8H)', () => {
    const view = () => viewFor(e1Defence(), 2);
    beforeEach(() => show(view()));

    it('an attack card nothing beats, and the aim before it goes', () => {
      pickTable('8H');
      expect(aim.value).toBe('8H');
      pickTable('8S');
      expect(refusal.value?.text).toBe('Nothing in your hand beats eight of spades.');
      expect(aim.value).toBeNull();
      // So the next hand card is a pick, not a beat of a card no longer shown as aimed.
      pickHand('JH');
      expect(acted).toEqual([]);
      expect(picked()).toEqual(['JH']);
    });

    it('a hand card that does not beat the aimed card: the aim goes, the card is picked', () => {
      pickTable('8H');
      pickHand('KD');
      expect(refusal.value?.text).toBe('King of diamonds does not beat eight of hearts.');
      expect(aim.value).toBeNull();
      expect(picked()).toEqual(['KD']);
      // The picked card on an attack card it does not beat: refused, still picked.
      pickTable('8H');
      expect(refusal.value?.text).toBe('King of diamonds does not beat eight of hearts.');
      expect(picked()).toEqual(['KD']);
      expect(aim.value).toBeNull();
      // And on the one it beats: played.
      pickTable('8D');
      expect(acted).toEqual([{ type: 'beat', seat: 2, attack: '8D', with: 'KD' }]);
    });

    it('a double tap on a card that needs a partner (the self-attack, R4.2): picked, and why', () => {
      tapHand('8C', 1);
      tapHand('8C', 2);
      expect(doubleTap('8C')).toBe(false);
      expect(acted).toEqual([]);
      expect(picked()).toEqual(['8C']);
      expect(refusal.value?.text).toBe(
        'Eight of clubs is played with another card: pick that one too, then play.',
      );
    });

    it('a card beaten already', () => {
      pickBeaten('8D', 'KD');
      expect(refusal.value?.text).toBe('Eight of diamonds is beaten already, by king of diamonds.');
    });

    it('and a tap that does something clears the last refusal', () => {
      pickTable('8S');
      expect(refusal.value).not.toBeNull();
      pickHand('JH');
      expect(refusal.value).toBeNull();
    });
  });
});
