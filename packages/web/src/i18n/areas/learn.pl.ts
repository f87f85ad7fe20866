// Polski: rules page, replays, hints and review: learn/*, replays/*, hint/*, review/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { learnEn } from './learn.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
void p;

export const learnPl: Shape<typeof learnEn> = {};
