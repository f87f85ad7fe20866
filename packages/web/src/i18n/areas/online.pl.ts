// Polski: online play: online/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { onlineEn } from './online.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
void p;

export const onlinePl: Shape<typeof onlineEn> = {};
