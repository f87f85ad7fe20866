// Polski: the offline table and its dialogs: table/*, ui/*, state/log.ts, state/prompt.ts, cards/names.ts.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tableEn } from './table.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
void p;

export const tablePl: Shape<typeof tableEn> = {};
