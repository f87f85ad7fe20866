// What the public events reveal about the other players' hands, as card sets each player
// did not hold when he acted. A set learnt at some moment still covers all his unknown
// cards but those he drew since, so it comes with the number of cards drawn since (the
// sampler then asks that many fewer of his unknown cards to avoid the set).
//
// Rules (each for a seat other than the viewer):
// - Take (R4.3, R8.1; mustBeat only): he held no card that beats any card he picked up.
// - Cheapest beat (`behaviour`): beating the only unbeaten card X with Y, he held no card
//   that beats X and is cheaper to keep than Y.
// - Cheapest lead (`behaviour`): opening a bout with a single card C, he held no card
//   cheaper to keep than C. Once the talon is empty a sensible player also leads a card
//   nobody can beat early, so then the rule is used only when a card known to be in
//   another hand beats C.
// - Cheap cards go (`behaviour`): passing as attacker or reinforcer while the table had
//   room (R3.4), he held no cheap card of the bout's rank (cheap: worth less to keep than
//   shedding a card is worth, as heuristic.ts weighs it; any plain card once the talon is
//   empty). Whether a pass was forced is not public (R3.6), and needs no telling here.
// The behaviour rules describe a sensible player, not the rules: the sampler treats them
// as preferences it may drop when the unknown cards cannot meet them.

import { type Card, parseCard, type View } from '@kaschlan/engine';
import { BEATS_HI, BEATS_LO, packIds, wordsOf } from '@kaschlan/engine/fast';
import { goesOnWith } from './policy';
import { keepId } from './value';

export interface Inference {
  /** Per seat: cards he is taken not to hold (two words, see cards.ts)... */
  readonly forbLo: Int32Array;
  readonly forbHi: Int32Array;
  /** ...except for up to this many of his unknown cards (drawn since). */
  readonly drawn: Int32Array;
}

const SUIT_INDEX: Record<string, number> = { C: 0, S: 1, H: 2, D: 3 };

/** Read the view's events for what they reveal (see the file comment). */
export function inferHands(view: View, behaviour: boolean): Inference {
  const n = view.players;
  const viewer = typeof view.viewer === 'number' ? view.viewer : -1;
  const trump = SUIT_INDEX[view.trump]!;
  const pack = packIds(view.rules.pack);
  const forbLo = new Int32Array(n);
  const forbHi = new Int32Array(n);
  const drawn = new Int32Array(n);
  // Public state as the events unfold.
  let talon = view.rules.pack - 5 * n;
  let table: { card: number; beaten: boolean }[] = [];
  let rank = -1;
  let defender = -1;
  const cnt = new Int32Array(n).fill(5);
  const held: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  const learn = (s: number, lo: number, hi: number) => {
    if (s === viewer || (lo | hi) === 0) return;
    // Cards drawn since the last lesson void it for those cards: start afresh.
    if (drawn[s] === 0) {
      forbLo[s]! |= lo;
      forbHi[s]! |= hi;
    } else {
      forbLo[s] = lo;
      forbHi[s] = hi;
      drawn[s] = 0;
    }
  };
  const id = (c: Card) => parseCard(c);
  const keep = (c: number) => keepId(trump, c);
  const beaters = (c: number) => [BEATS_LO[trump * 64 + c]!, BEATS_HI[trump * 64 + c]!];
  for (const e of view.events) {
    switch (e.type) {
      case 'deal':
        if (viewer >= 0) for (const c of e.hands[viewer] ?? []) held[viewer]!.add(id(c));
        break;
      case 'bout':
        table = [];
        rank = -1;
        defender = e.defender;
        break;
      case 'pass': {
        const room = cnt[defender]! - table.filter((t) => !t.beaten).length;
        if (behaviour && e.seat !== defender && rank >= 0 && room > 0) {
          // Worth shedding: its score above a pass's, as the heuristic weighs it (policy.ts).
          const late = talon === 0;
          const cheap = (z: number) => goesOnWith(late, cnt[e.seat]!, keep(z), z >> 4 === trump);
          learn(e.seat, ...wordsOf(pack.filter((z) => (z & 15) === rank && cheap(z))));
        }
        break;
      }
      case 'draw':
        cnt[e.seat]! += e.count;
        talon -= e.count;
        drawn[e.seat]! += e.count;
        for (const c of e.cards ?? []) held[e.seat]!.add(id(c));
        if (e.trumpCard) held[e.seat]!.add(id(e.trumpCard));
        break;
      case 'lead':
      case 'coachman': {
        const cards = (e.type === 'lead' ? e.cards : [e.card]).map(id);
        if (behaviour && e.type === 'lead' && table.length === 0 && cards.length === 1) {
          const c = cards[0]!;
          // Late, C may have been led as unbeatable: use the rule only if it was not.
          const [bl, bh] = beaters(c);
          let beatable = talon > 0;
          for (let s = 0; s < n && !beatable; s++)
            if (s !== e.seat)
              for (const h of held[s]!)
                if (((h < 32 ? bl! >>> h : bh! >>> (h - 32)) & 1) !== 0) beatable = true;
          if (beatable) learn(e.seat, ...wordsOf(pack.filter((z) => keep(z) < keep(c))));
        }
        for (const c of cards) {
          held[e.seat]!.delete(c);
          table.push({ card: c, beaten: false });
        }
        if (rank < 0) rank = cards[0]! & 15;
        cnt[e.seat]! -= cards.length;
        break;
      }
      case 'beat': {
        const x = id(e.attack);
        const y = id(e.with);
        const open = table.filter((t) => !t.beaten).length;
        if (behaviour && open === 1) {
          const [bl, bh] = beaters(x);
          const cheaper = pack.filter(
            (z) => ((z < 32 ? bl! >>> z : bh! >>> (z - 32)) & 1) !== 0 && keep(z) < keep(y),
          );
          learn(e.seat, ...wordsOf(cheaper));
        }
        held[e.seat]!.delete(y);
        cnt[e.seat]!--;
        for (const t of table) if (t.card === x) t.beaten = true;
        table.push({ card: y, beaten: true });
        break;
      }
      case 'selfAttack':
        cnt[e.seat]! -= 2;
        held[e.seat]!.delete(id(e.card));
        held[e.seat]!.delete(id(e.with));
        table.push({ card: id(e.card), beaten: true }, { card: id(e.with), beaten: true });
        break;
      case 'take': {
        const cards = e.cards.map(id);
        if (view.rules.mustBeat) {
          let lo = 0;
          let hi = 0;
          for (const c of cards) {
            const [bl, bh] = beaters(c);
            lo |= bl!;
            hi |= bh!;
          }
          learn(e.seat, lo, hi);
        }
        for (const c of cards) held[e.seat]!.add(c);
        cnt[e.seat]! += cards.length;
        table = table.filter((t) => t.beaten);
        break;
      }
      default:
        break;
    }
  }
  return { forbLo, forbHi, drawn };
}
