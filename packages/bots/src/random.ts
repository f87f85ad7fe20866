// `random`: uniform among the legal actions. The floor every other bot must beat.

import { type Bot, legalOf } from './bot';

export const randomBot: Bot = {
  name: 'random',
  choose({ view, rng }) {
    const legal = legalOf(view);
    return legal[rng.int(legal.length)]!;
  },
};
