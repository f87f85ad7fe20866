// The game record (public format): JSON `{preset, rules?, players, dealer, deck | seed |
// hands + talon, actions}`, read with zod at the boundary, and replayed action by action.

import { z } from 'zod';
import type { Action } from './actions';
import { SUITS } from './cards';
import { apply, type GameSetup, type GameState, newGame } from './game';
import { PRESETS, RULE_KEYS, RULE_OPTIONS, type RuleKey, type Rules } from './rules';

// Made on first use, so a bundle that never reads records (the web app) leaves zod out.
let schema: ReturnType<typeof makeSchema> | null = null;
export const recordSchema = () => {
  schema ??= makeSchema();
  return schema;
};

function makeSchema() {
  const card = z.string();
  return z.object({
    preset: z.string().optional(),
    rules: z.object(ruleOptionsShape()).optional(),
    players: z.number().int(),
    dealer: z.number().int().optional(),
    deck: z.array(card).optional(),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    hands: z.array(z.array(card)).optional(),
    talon: z.array(card).optional(),
    trump: z.enum(SUITS).optional(),
    actions: z.array(z.unknown()),
  });
}

/**
 * The zod shape of rule overrides, made from the one description of the options (R7,
 * RULE_OPTIONS): every option optional, each limited to its values. Records read it loosely;
 * the online protocol wraps it in a strict object.
 */
export function ruleOptionsShape(): { [K in RuleKey]: z.ZodOptional<z.ZodLiteral<Rules[K]>> } {
  const shape = Object.fromEntries(
    RULE_KEYS.map((key) => [key, z.literal(RULE_OPTIONS[key].values).optional()]),
  );
  return shape as { [K in RuleKey]: z.ZodOptional<z.ZodLiteral<Rules[K]>> };
}

export interface GameRecord {
  readonly preset: string;
  readonly rules?: Partial<GameState['rules']>;
  readonly players: number;
  readonly dealer: number;
  readonly deck?: readonly string[];
  readonly seed?: number;
  readonly hands?: readonly (readonly string[])[];
  readonly talon?: readonly string[];
  readonly trump?: string;
  readonly actions: readonly unknown[];
}

export type ReplayError = {
  readonly code: string;
  readonly message: string;
  readonly index: number | null;
};
export type ReplayResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: ReplayError; readonly state?: GameState };

/**
 * Replay a record from untrusted JSON (already parsed). A malformed record fails with
 * index null; an illegal action with its index and the state before it.
 */
export function replayRecord(input: unknown): ReplayResult {
  const parsed = recordSchema().safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      error: {
        code: 'MALFORMED_RECORD',
        message: `${issue?.message ?? 'invalid record'}${where}`,
        index: null,
      },
    };
  }
  const r = parsed.data;
  const sources = [r.deck, r.seed, r.hands].filter((x) => x !== undefined).length;
  if (sources !== 1)
    return {
      ok: false,
      error: {
        code: 'MALFORMED_RECORD',
        message: 'a record has exactly one of deck, seed, or hands + talon',
        index: null,
      },
    };
  const replayed = replaySteps(
    {
      ...(r.preset !== undefined ? { preset: r.preset } : {}),
      ...(r.rules ? { rules: r.rules } : {}),
      players: r.players,
      ...(r.dealer !== undefined ? { dealer: r.dealer } : {}),
      ...(r.deck ? { deck: r.deck } : {}),
      ...(r.seed !== undefined ? { seed: r.seed } : {}),
      ...(r.hands ? { hands: r.hands, talon: r.talon ?? [] } : {}),
      ...(r.trump ? { trump: r.trump } : {}),
    },
    r.actions,
  );
  if (!replayed.ok) return replayed;
  return { ok: true, state: replayed.states.at(-1)! };
}

export type StepsResult =
  | { readonly ok: true; readonly states: readonly GameState[] }
  | { readonly ok: false; readonly error: ReplayError; readonly state?: GameState };

/**
 * The one replay loop: every state of a deal, from the deal (`states[0]`) through each of
 * `actions` (`states[i + 1]` after action i). A bad set-up fails with index null; an illegal
 * action with its index and the state before it. The server's rooms, the replay viewer and
 * the review all step through games with it.
 */
export function replaySteps(setup: GameSetup, actions: readonly unknown[]): StepsResult {
  const game = newGame(setup);
  if (!game.ok) return { ok: false, error: { ...game.error, index: null } };
  const states: GameState[] = [game.value];
  for (let i = 0; i < actions.length; i++) {
    const state = states[i]!;
    const next = apply(state, actions[i]);
    if (!next.ok) return { ok: false, error: { ...next.error, index: i }, state };
    states.push(next.state);
  }
  return { ok: true, states };
}

/** The record of a game so far: replaying it gives the same state. */
export function toRecord(state: GameState): GameRecord & { readonly actions: readonly Action[] } {
  const preset = PRESETS[state.preset];
  const overrides = Object.fromEntries(
    Object.entries(state.rules).filter(([k, v]) => preset[k as keyof typeof preset] !== v),
  );
  return {
    preset: state.preset,
    ...(Object.keys(overrides).length > 0 ? { rules: overrides } : {}),
    players: state.players,
    dealer: state.dealer,
    ...state.source,
    actions: state.actions,
  };
}
