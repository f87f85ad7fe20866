// The players screens' words (issue 13).

import type { Shape } from '../shape';
import type { playersEn } from './players.en';

export const playersSv: Shape<typeof playersEn> = {};
