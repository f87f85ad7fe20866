// Svenska: the offline table and its dialogs: table/*, ui/*, state/log.ts, state/prompt.ts, cards/names.ts.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tableEn } from './table.en';

const p = (n: number, one: string, other: string) => plural('sv', n, { one, other });
void p;

export const tableSv: Shape<typeof tableEn> = {};
