// The account screens' words (issue 13).

import type { Shape } from '../shape';
import type { accountEn } from './account.en';

export const accountDe: Shape<typeof accountEn> = {};
