// Deutsch: online play: online/*.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { onlineEn } from './online.en';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });
void p;

export const onlineDe: Shape<typeof onlineEn> = {};
