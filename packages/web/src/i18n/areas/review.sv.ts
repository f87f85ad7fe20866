// Svenska: hints and the post-game review: hint/*, review/*, and the bots' reasons (reasonText).

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { reviewEn } from './review.en';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });
void p;

export const reviewSv: Shape<typeof reviewEn> = {};
