// Polski: hints and the post-game review: hint/*, review/*, and the bots' reasons (reasonText).

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { reviewEn } from './review.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
void p;

export const reviewPl: Shape<typeof reviewEn> = {};
