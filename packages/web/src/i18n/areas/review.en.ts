// English: hints and the post-game review: hint/*, review/*, and the bots' reasons (reasonText). The source strings of this area; the other languages' files
// must match its keys and shapes (a type error otherwise).

import { plural } from '../plural';

const p = (n: number, one: string, other: string) => plural('en', n, { one, other });
void p;

export const reviewEn = {};
