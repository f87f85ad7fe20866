// The quick screens' words (issue 13).

import type { Shape } from '../shape';
import type { quickEn } from './quick.en';

export const quickPl: Shape<typeof quickEn> = {};
