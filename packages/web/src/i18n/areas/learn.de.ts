// Deutsch: rules page, replays, hints and review: learn/*, replays/*, hint/*, review/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { learnEn } from './learn.en';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });
void p;

export const learnDe: Shape<typeof learnEn> = {};
