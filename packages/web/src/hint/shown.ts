// The hint being thought about or shown at the offline table (one signal, read by the button,
// the panel and the asking; kept apart from state.ts so the lazily loaded chunks do not
// import the module that loads them).

import type { GameState, Seat } from '@kaschlan/engine';
import { signal } from '@preact/signals';
import type { WireAdvice } from '../worker/protocol';

export type HintState =
  | { readonly phase: 'idle' }
  /** Asked in `state` for `seat`; the worker is searching. */
  | { readonly phase: 'thinking'; readonly state: GameState; readonly seat: Seat }
  | {
      readonly phase: 'ready';
      readonly state: GameState;
      readonly seat: Seat;
      readonly advice: WireAdvice;
    }
  | { readonly phase: 'failed'; readonly state: GameState; readonly message: string };

export const hint = signal<HintState>({ phase: 'idle' });
