// Polski: the tutorial: tutorial/*, learn/Tutorial.tsx.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tutorialEn } from './tutorial.en';

const p = (n: number, one: string, few: string, many: string) =>
  plural('pl', n, { one, few, many, other: few });
void p;

export const tutorialPl: Shape<typeof tutorialEn> = {};
