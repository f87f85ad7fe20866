// Svenska: online play: online/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { onlineEn } from './online.en';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });
void p;

export const onlineSv: Shape<typeof onlineEn> = {};
