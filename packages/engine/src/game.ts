// The public game API: a game is rules + deal + action log, kept as a readonly state.
// `apply` checks an action against the one legal list (core/legal.ts) and returns a new
// state or an error value; it never throws on bad input and never changes its input.

import {
  type Action,
  actionOf,
  codeOf,
  isParseProblem,
  type ParsedAction,
  parseAction,
  type Seat,
} from './actions';
import {
  type Card,
  cardName,
  inPack,
  namesOf,
  parseCard,
  SUITS,
  type Suit,
  sortCards,
} from './cards';
import { BEAT, COACHMAN, codeCard, codeType, codeWith, LEAD, SELF_ATTACK, TAKE } from './core/code';
import { dealPosition, positionFromHands } from './core/deal';
import { legalInto, MAX_LEGAL } from './core/legal';
import { play } from './core/play';
import { clonePosition, type Position } from './core/position';
import { explainIllegal, type GameError } from './errors';
import { drawEvents, type GameEvent, turnEvents } from './events';
import {
  isPresetName,
  isRuleValue,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  playerCountProblem,
  RULE_KEYS,
  RULE_OPTIONS,
  type Rules,
} from './rules';
import { shuffledDeal } from './shuffle';

/** A card on the table (R3, R4), in the order put down. */
export interface TableEntry {
  readonly card: Card;
  /** The seat that put it down. */
  readonly by: Seat;
  readonly beatenBy: Card | null;
}

/** How the cards were dealt: a deck order, a seed, or explicit hands and talon. */
export type DealSource =
  | { readonly deck: readonly Card[] }
  | { readonly seed: number }
  | {
      readonly hands: readonly (readonly Card[])[];
      readonly talon: readonly Card[];
      readonly trump: Suit;
    };

export interface GameState {
  readonly preset: PresetName;
  readonly rules: Rules;
  readonly players: number;
  readonly dealer: Seat;
  /** Hidden: how the deal was made (never in a view). */
  readonly source: DealSource;
  /** Hidden: the PRNG state after a seeded shuffle and dealer pick, else null. */
  readonly rng: readonly number[] | null;
  readonly actions: readonly Action[];
  /** Every event, hidden details included; `viewFor` filters them. */
  readonly events: readonly GameEvent[];
  readonly table: readonly TableEntry[];
  /** The discard pile, in the order the pairs went there (public, R5.3). */
  readonly discard: readonly Card[];
  /** Per seat, the cards the others know he holds (R5.3: picked up, the trump card drawn). */
  readonly known: readonly (readonly Card[])[];
  /** Internal: the position, never changed once in a state. */
  readonly pos: Position;
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: SetupError };

export interface SetupError {
  readonly code: 'INVALID_RULES' | 'INVALID_PLAYERS' | 'INVALID_DEALER' | 'INVALID_DEAL';
  readonly message: string;
}

export interface GameSetup {
  readonly preset?: string;
  /** Overrides of the preset's options (R7). */
  readonly rules?: Partial<Rules>;
  readonly players: number;
  /** Required unless a seed picks him (R2.4). */
  readonly dealer?: Seat;
  readonly deck?: readonly Card[];
  readonly seed?: number;
  readonly hands?: readonly (readonly Card[])[];
  readonly talon?: readonly Card[];
  /** With `hands`: the trump suit, needed only when the talon is empty. */
  readonly trump?: Suit;
}

const fail = (code: SetupError['code'], message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});

/** Start a deal (R2). */
export function newGame(setup: GameSetup): Result<GameState> {
  const preset = setup.preset ?? 'illig';
  if (!isPresetName(preset))
    return fail(
      'INVALID_RULES',
      `unknown preset "${preset}" (known: ${PRESET_NAMES.join(', ')}; R7.4)`,
    );
  const rules: Rules = { ...PRESETS[preset], ...(setup.rules ?? {}) };
  for (const key of RULE_KEYS) {
    const { values, rule } = RULE_OPTIONS[key];
    if (!isRuleValue(key, rules[key]))
      return fail('INVALID_RULES', `${key} is ${values.join(' or ')} (${rule})`);
  }
  const players = setup.players;
  const problem = playerCountProblem(players, rules.pack);
  if (problem) return fail('INVALID_PLAYERS', problem);
  let dealer = setup.dealer;
  if (dealer !== undefined && (!Number.isInteger(dealer) || dealer < 0 || dealer >= players))
    return fail('INVALID_DEALER', `the dealer is a seat from 0 to ${players - 1}`);
  let pos: Position;
  let source: DealSource;
  let rng: number[] | null = null;
  let hands: Card[][];
  if (setup.hands) {
    if (dealer === undefined) return fail('INVALID_DEALER', 'a dealt position needs its dealer');
    if (setup.hands.length !== players)
      return fail('INVALID_DEAL', `give one hand per player (${players})`);
    const talon = setup.talon ?? [];
    const all = [...setup.hands.flat(), ...talon];
    const bad = checkCards(all, rules, false);
    if (bad) return fail('INVALID_DEAL', bad);
    const trumpSuit = talon.length > 0 ? talon[talon.length - 1]!.slice(-1) : setup.trump;
    if (!trumpSuit || !(SUITS as readonly string[]).includes(trumpSuit))
      return fail('INVALID_DEAL', 'with an empty talon, say which suit is trumps');
    if (setup.trump && setup.trump !== trumpSuit)
      return fail('INVALID_DEAL', "the trump suit is that of the talon's last card (R2.2)");
    pos = positionFromHands(
      rules,
      dealer,
      setup.hands.map((h) => h.map(parseCard)),
      talon.map(parseCard),
      SUITS.indexOf(trumpSuit as Suit),
    );
    source = { hands: setup.hands.map((h) => [...h]), talon: [...talon], trump: trumpSuit as Suit };
    hands = setup.hands.map((h) => sortCards(h));
  } else {
    let deck: number[];
    if (setup.deck) {
      const bad = checkCards(setup.deck, rules, true);
      if (bad) return fail('INVALID_DEAL', bad);
      deck = setup.deck.map(parseCard);
      source = { deck: [...setup.deck] };
    } else if (setup.seed !== undefined) {
      if (!Number.isInteger(setup.seed) || setup.seed < 0 || setup.seed > 0xffffffff)
        return fail('INVALID_DEAL', 'a seed is an integer from 0 to 4294967295');
      const shuffled = shuffledDeal(rules.pack, players, setup.seed);
      deck = shuffled.deck;
      dealer ??= shuffled.dealer;
      rng = [...shuffled.rng];
      source = { seed: setup.seed };
    } else {
      return fail('INVALID_DEAL', 'give a deck, a seed, or hands and talon');
    }
    if (dealer === undefined) return fail('INVALID_DEALER', 'a dealt deck needs its dealer (R2.4)');
    pos = dealPosition(rules, players, dealer, deck);
    hands = [];
    for (let s = 0; s < players; s++) hands.push(namesOf(pos.handLo[s]!, pos.handHi[s]!));
  }
  const trumpCard = pos.tlen > 0 ? cardName(pos.talon[pos.tlen - 1]!) : null;
  const events: GameEvent[] = [
    { type: 'deal', dealer, trumpCard, trump: SUITS[pos.trump]!, hands },
  ];
  // A set-up position may start with players out, or even over (R6.1, R6.2).
  for (let i = 0; i < pos.nout; i++) events.push({ type: 'out', seat: pos.outOrder[i]! });
  if (pos.over) events.push({ type: 'end', loser: pos.loser < 0 ? null : pos.loser, drawn: false });
  else events.push({ type: 'bout', attacker: pos.attacker, defender: pos.defender });
  return {
    ok: true,
    value: {
      preset,
      rules,
      players,
      dealer,
      source,
      rng,
      actions: [],
      events,
      table: [],
      discard: [],
      known: hands.map(() => []),
      pos,
    },
  };
}

/** A reason the cards cannot be dealt, or null. `whole`: the deck must be the whole pack. */
function checkCards(cards: readonly unknown[], rules: Rules, whole: boolean): string | null {
  const seen = new Set<number>();
  for (const c of cards) {
    const id = typeof c === 'string' ? parseCard(c) : -1;
    if (id < 0 || !inPack(id, rules.pack))
      return `${typeof c === 'string' ? JSON.stringify(c) : String(typeof c)} is not a card of the ${rules.pack}-card pack (R1.1, R1.6)`;
    if (seen.has(id)) return `${c} appears twice`;
    seen.add(id);
  }
  if (whole && seen.size !== rules.pack)
    return `the deck must hold the whole ${rules.pack}-card pack once (it has ${seen.size} cards)`;
  return null;
}

/** The legal actions of the player to act, in the canonical order; [] once over. */
export function legalActions(state: GameState): Action[] {
  const buf = new Int32Array(MAX_LEGAL);
  const n = legalInto(state.pos, buf);
  const out: Action[] = [];
  for (let i = 0; i < n; i++) out.push(actionOf(buf[i]!));
  return out;
}

/** The seat to act, or null once the deal is over. */
export const toAct = (state: GameState): Seat | null => (state.pos.over ? null : state.pos.toAct);

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: GameError };

/** Apply an action (from anywhere, even untrusted): a new state, or why it is refused. */
export function apply(state: GameState, input: unknown): ApplyResult {
  const parsed = parseAction(input);
  if (isParseProblem(parsed)) return { ok: false, error: parsed };
  const code = codeOf(parsed);
  if (code < 0 || !isLegal(state.pos, code))
    return { ok: false, error: explainIllegal(state.pos, parsed) };
  return { ok: true, ...step(state, code, parsed) };
}

function isLegal(p: Position, code: number): boolean {
  const buf = new Int32Array(MAX_LEGAL);
  const n = legalInto(p, buf);
  for (let i = 0; i < n; i++) if (buf[i] === code) return true;
  return false;
}

/** Play a legal action: the new state and the events of this step. */
function step(
  state: GameState,
  code: number,
  parsed: ParsedAction,
): { state: GameState; events: GameEvent[] } {
  const before = state.pos;
  const after = clonePosition(before);
  play(after, code);
  const seat = parsed.seat;
  const action = actionOf(code);
  let table = [...state.table];
  const known = state.known.map((k) => [...k]);
  const events: GameEvent[] = [];
  const forget = (cards: readonly Card[]) => {
    known[seat] = known[seat]!.filter((c) => !cards.includes(c));
  };
  switch (codeType(code)) {
    case LEAD:
    case COACHMAN: {
      const cards = action.type === 'lead' ? action.cards : [cardName(codeCard(code))];
      for (const card of cards) table.push({ card, by: seat, beatenBy: null });
      forget(cards);
      events.push(action as GameEvent);
      break;
    }
    case BEAT: {
      const card = cardName(codeCard(code));
      const by = cardName(codeWith(code));
      table = table.map((e) => (e.card === card ? { ...e, beatenBy: by } : e));
      forget([by]);
      events.push(action as GameEvent);
      break;
    }
    case SELF_ATTACK: {
      const card = cardName(codeCard(code));
      const by = cardName(codeWith(code));
      table.push({ card, by: seat, beatenBy: by });
      forget([card, by]);
      events.push(action as GameEvent);
      break;
    }
    case TAKE: {
      // R4.3, R5.3: he picks up the unbeaten cards, and everyone knows he holds them.
      const cards = table.filter((e) => e.beatenBy === null).map((e) => e.card);
      table = table.filter((e) => e.beatenBy !== null);
      known[seat] = sortCards([...known[seat]!, ...cards]);
      events.push({ type: 'take', seat, cards });
      break;
    }
  }
  const draws = drawEvents(before, after, seat);
  for (const e of draws)
    if (e.type === 'draw' && e.trumpCard) known[seat] = sortCards([...known[seat]!, e.trumpCard]);
  events.push(...draws, ...turnEvents(before, after, code));
  let discard = state.discard;
  const drawn = after.over === 1 && after.n - after.nout >= 2; // R6.7
  const boutOver = after.bout !== before.bout || drawn;
  if (boutOver) {
    // R4.5: the beaten pairs go to the discard pile.
    const pairs = table.flatMap((e) => (e.beatenBy ? [e.card, e.beatenBy] : []));
    if (pairs.length > 0) {
      events.push({ type: 'discard', cards: pairs });
      discard = [...discard, ...pairs];
    }
    table = [];
  }
  if (after.over) {
    events.push({ type: 'end', loser: after.loser < 0 ? null : after.loser, drawn });
  } else if (after.bout !== before.bout) {
    events.push({ type: 'bout', attacker: after.attacker, defender: after.defender });
  }
  return {
    state: {
      ...state,
      actions: [...state.actions, action],
      events: [...state.events, ...events],
      table,
      discard,
      known,
      pos: after,
    },
    events,
  };
}

/** Whether the deal is over (R6.2, R6.7). */
export const isOver = (state: GameState): boolean => state.pos.over === 1;

/** The Kaschlan (R6.2), or null while playing and for a drawn deal (R6.7). */
export const loserOf = (state: GameState): Seat | null =>
  state.pos.over && state.pos.loser >= 0 ? state.pos.loser : null;

/** The seats that went out (R6.1), in the order they went: the first out is first. */
export const outOrder = (state: GameState): Seat[] =>
  Array.from(state.pos.outOrder.subarray(0, state.pos.nout));

/** The set-up that deals this state's deal again (its rules, players, dealer and cards). */
export const setupOf = (state: GameState): GameSetup => ({
  preset: state.preset,
  rules: state.rules,
  players: state.players,
  dealer: state.dealer,
  ...state.source,
});
