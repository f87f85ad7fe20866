// Deutsch: the tutorial: tutorial/*, learn/Tutorial.tsx.

import { plural } from '../plural';
import type { Shape } from '../shape';
import type { tutorialEn } from './tutorial.en';

const p = (n: number, one: string, other: string) => plural('de', n, { one, other });
void p;

export const tutorialDe: Shape<typeof tutorialEn> = {};
