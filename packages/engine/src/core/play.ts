// Playing an action on a position in place: the effect of each action (R3-R5), then what
// follows by itself (R3.6 skips, R4.4 the bout ending, R6 going out, roles, the end).
// The action must be legal (from legal.ts); the public API checks that first.

import { popcount } from '../bits';
import { HAND_SIZE } from '../rules';
import {
  BEAT,
  COACHMAN,
  codeCard,
  codeRank,
  codeSeat,
  codeSuits,
  codeType,
  codeWith,
  LEAD,
  PASS,
  SELF_ATTACK,
  spreadHi,
  spreadLo,
} from './code';
import { ATTACK, DEFEND, END, type Position, REINFORCE } from './position';

/** R5.1: draw from the talon up to 5 cards while it lasts. */
function refill(p: Position, s: number): void {
  while (p.cnt[s]! < HAND_SIZE && p.tpos < p.tlen) {
    const c = p.talon[p.tpos++]!;
    if (c < 32) p.handLo[s]! |= 1 << c;
    else p.handHi[s]! |= 1 << (c - 32);
    p.cnt[s]!++;
  }
}

/** next(X) among players still in (seating is clockwise). */
export function nextSeat(p: Position, x: number): number {
  let s = x;
  for (let k = 1; k <= p.n; k++) {
    if (++s === p.n) s = 0;
    if (((p.out >> s) & 1) === 0) return s;
  }
  return x;
}

/** prev(X) among players still in. */
export function prevSeat(p: Position, x: number): number {
  let s = x;
  for (let k = 1; k <= p.n; k++) {
    if (--s < 0) s = p.n - 1;
    if (((p.out >> s) & 1) === 0) return s;
  }
  return x;
}

/** A new bout: attacker `a`, defender `d` = next(a). */
export function startBout(p: Position, a: number, d: number): void {
  p.bout++;
  p.attacker = a;
  p.defender = d;
  p.phase = ATTACK;
  p.rank = -1;
  p.aled = 0;
  p.coachUsed = 0;
  p.took = 0;
  p.pairs = 0;
  // R3.3, R6.6: reinforcers clockwise after the attacker, not the defender, not out.
  p.nreinf = 0;
  for (let k = 1, s = a; k < p.n; k++) {
    if (++s === p.n) s = 0;
    if (s !== d && ((p.out >> s) & 1) === 0) p.reinf[p.nreinf++] = s;
  }
  p.ridx = 0;
  p.toAct = a;
}

/** R4.5 discard; R6.7 stall; the next roles (R6.3, R6.4, R7.2). Returns true if drawn. */
function endBout(p: Position): boolean {
  const a = p.attacker;
  const d = p.defender;
  const aOut = (p.out >> a) & 1;
  const dOut = (p.out >> d) & 1;
  p.unbLo = 0;
  p.unbHi = 0;
  p.nunb = 0;
  // R4.5: the beaten pairs go to the discard pile (after a take too, R4.3).
  p.discarded += 2 * p.pairs;
  // R6.7: a bout sends cards to the discard pile iff a beaten pair was made in it.
  if (p.tpos === p.tlen) {
    p.stall = p.pairs > 0 ? 0 : p.stall + 1;
    if (p.stall >= p.stallLimit) {
      p.over = 1;
      p.loser = -1;
      return true;
    }
  }
  let na: number;
  let nd: number;
  if (p.took && p.passOn) {
    na = nextSeat(p, d); // R7.2: the attack passes on
    nd = nextSeat(p, na);
  } else if (p.took) {
    na = aOut ? prevSeat(p, a) : a; // R6.4
    nd = d;
  } else if (!aOut && !dOut) {
    na = d; // R6.3: neither out
    nd = nextSeat(p, d);
  } else if (aOut && !dOut) {
    na = prevSeat(p, a); // R6.3: A out, D not
    nd = d;
  } else if (dOut && !aOut) {
    na = a; // R6.3: D out, A not
    nd = nextSeat(p, d);
  } else {
    na = nextSeat(p, d); // R6.3: both out
    nd = nextSeat(p, na);
  }
  startBout(p, na, nd);
  return false;
}

/** Whether the defender holds a self-attack (R4.2): a rank card and a card that beats it. */
function hasSelfAttack(p: Position, d: number): boolean {
  const lo = p.handLo[d]!;
  const hi = p.handHi[d]!;
  const r = p.rank;
  for (let s = 0; s < 4; s++) {
    const id = s * 16 + r;
    const has = id < 32 ? (lo >>> id) & 1 : (hi >>> (id - 32)) & 1;
    if (has && ((p.beatsLo[id]! & lo) | (p.beatsHi[id]! & hi)) !== 0) return true;
  }
  return false;
}

/**
 * After every action: going out (R6.1), the end of the deal (R6.2), skipping players with
 * nothing to do (R3.6), the bout ending by itself (R4.4), and the next bout's roles.
 */
export function settle(p: Position): void {
  // R6.1: out at once. Only the one who just acted can have run out of cards (everyone
  // else refilled or took), so the scan runs only then.
  if (p.tpos === p.tlen && p.cnt[p.toAct] === 0 && ((p.out >> p.toAct) & 1) === 0) {
    if (markOut(p, p.toAct)) return;
  }
  for (;;) {
    if (p.phase === ATTACK) {
      const a = p.attacker;
      if (p.rank < 0) {
        p.toAct = a; // R3.1: the attacker must lead
        return;
      }
      // R3.2, R3.4, R7.1: he may go on while there is room and he holds something to add.
      if (p.cnt[p.defender]! - p.nunb > 0) {
        const lo = p.handLo[a]!;
        const hi = p.handHi[a]!;
        const rl = spreadLo(15, p.rank);
        const rh = spreadHi(15, p.rank);
        if (
          (lo & rl) !== 0 ||
          (hi & rh) !== 0 ||
          (p.coachman && !p.coachUsed && p.aled >= 2 && ((lo & ~rl) | (hi & ~rh)) !== 0)
        ) {
          p.toAct = a;
          return;
        }
      }
      p.phase = REINFORCE;
      p.ridx = 0;
    }
    if (p.phase === REINFORCE) {
      // R3.3: each other player in turn, while there is room (R3.4) and he holds the rank.
      if (p.cnt[p.defender]! - p.nunb > 0) {
        const rl = spreadLo(15, p.rank);
        const rh = spreadHi(15, p.rank);
        for (; p.ridx < p.nreinf; p.ridx++) {
          const s = p.reinf[p.ridx]!;
          if (((p.handLo[s]! & rl) | (p.handHi[s]! & rh)) !== 0) {
            p.toAct = s;
            return;
          }
        }
      }
      p.phase = DEFEND; // R3.3: the defender acts last
    }
    if (p.phase === DEFEND) {
      const d = p.defender;
      if (p.nunb > 0 || (p.cnt[d]! >= 2 && hasSelfAttack(p, d))) {
        p.toAct = d; // R4.1, or R4.4: he may self-attack again
        return;
      }
      p.phase = END; // R4.4: no legal self-attack, the bout ends by itself
    }
    if (endBout(p)) return;
  }
}

/**
 * R6.1, R6.2: mark everyone without cards out (the talon being empty), listing them from
 * seat `from` on, clockwise; end the deal if at most one player still holds cards.
 * Returns true if the deal is over.
 */
export function markOut(p: Position, from: number): boolean {
  for (let k = 0, s = from; k < p.n; k++) {
    if (p.cnt[s] === 0 && ((p.out >> s) & 1) === 0) {
      p.out |= 1 << s;
      p.outOrder[p.nout++] = s;
    }
    if (++s === p.n) s = 0;
  }
  if (p.n - p.nout > 1) return false;
  // R6.2: the one still holding cards, if any, is the Kaschlan.
  p.over = 1;
  p.loser = -1;
  for (let s = 0; s < p.n; s++) if (p.cnt[s]! > 0) p.loser = s;
  return true;
}

/** Play a legal action (packed, see code.ts) on `p` in place. */
export function play(p: Position, a: number): void {
  const s = codeSeat(a);
  switch (codeType(a)) {
    case LEAD: {
      const r = codeRank(a);
      const su = codeSuits(a);
      const lo = spreadLo(su, r);
      const hi = spreadHi(su, r);
      const k = popcount(su);
      p.handLo[s]! &= ~lo;
      p.handHi[s]! &= ~hi;
      p.cnt[s]! -= k;
      p.unbLo |= lo;
      p.unbHi |= hi;
      p.nunb += k;
      if (p.rank < 0) p.rank = r; // R3.1
      if (s === p.attacker) p.aled += k; // R7.1 counts only his own leads
      refill(p, s); // R3.2, R5.2
      break;
    }
    case COACHMAN: {
      const c = codeCard(a);
      removeCard(p, s, c);
      if (c < 32) p.unbLo |= 1 << c;
      else p.unbHi |= 1 << (c - 32);
      p.nunb++;
      p.coachUsed = 1;
      refill(p, s); // R5.2: the coachman included
      break;
    }
    case PASS:
      if (p.phase === ATTACK) {
        p.phase = REINFORCE;
        p.ridx = 0;
      } else if (p.phase === REINFORCE) {
        p.ridx++;
      } else {
        p.phase = END; // R4.4: the defender ends the bout
      }
      break;
    case BEAT: {
      const c = codeCard(a);
      if (c < 32) p.unbLo &= ~(1 << c);
      else p.unbHi &= ~(1 << (c - 32));
      p.nunb--;
      p.pairs++;
      removeCard(p, s, codeWith(a));
      if (p.nunb === 0) refill(p, s); // R4.4, R5.2
      break;
    }
    case SELF_ATTACK: {
      const allBeaten = p.nunb === 0;
      removeCard(p, s, codeCard(a));
      removeCard(p, s, codeWith(a));
      p.pairs++;
      if (allBeaten) refill(p, s); // R5.2: no draw while cards are unbeaten
      break;
    }
    default: {
      // TAKE (R4.3): the unbeaten cards go to his hand; he does not refill.
      p.handLo[s]! |= p.unbLo;
      p.handHi[s]! |= p.unbHi;
      p.cnt[s]! += p.nunb;
      p.unbLo = 0;
      p.unbHi = 0;
      p.nunb = 0;
      p.took = 1;
      p.phase = END;
    }
  }
  settle(p);
}

function removeCard(p: Position, s: number, c: number): void {
  if (c < 32) p.handLo[s]! &= ~(1 << c);
  else p.handHi[s]! &= ~(1 << (c - 32));
  p.cnt[s]!--;
}
