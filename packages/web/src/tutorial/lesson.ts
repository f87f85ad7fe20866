// What a lesson is: a stacked deal, bot moves scripted for the other seats, and the steps the
// learner goes through. Every move is an engine Action; whether it is legal is the engine's
// business alone (the unit test runs every script through it).

import type { Action, ErrorCode, GameSetup, Seat } from '@kaschlan/engine';
import type { TutorialText } from '../i18n/areas/tutorial.en';

/** A rule of the rule book, as its anchor on the rules page ("R4.3"). */
export type RuleId = `R${number}.${number}`;

interface StepBase {
  /**
   * What to do now, in a sentence or three (a catalog key, as every text of a lesson).
   * `{9S}` draws a card; "(R4.3)" links the rule.
   */
  readonly say: TutorialText;
  /** The rule the step is about, linked under the text. */
  readonly rule: RuleId;
  /** Said (and the move taken back) when the learner plays something legal but not this. */
  readonly hint: TutorialText;
  /** Said once the step is done. */
  readonly praise: TutorialText;
  /** The other seats' moves after the step, until the learner's next turn (or the end). */
  readonly replies?: readonly Action[];
}

/** The learner plays one of `expect`, or (`all`) every one of them in any order. */
export interface PlayStep extends StepBase {
  readonly kind: 'play';
  readonly expect: readonly Action[];
  readonly all?: boolean;
}

/** The learner tries `attempt`, and the engine refuses it with `code`: the point is the why. */
export interface TryStep extends StepBase {
  readonly kind: 'try';
  readonly attempt: Action;
  readonly code: ErrorCode;
}

export type Step = PlayStep | TryStep;

export interface Lesson {
  readonly id: string;
  readonly title: TutorialText;
  /** One line for the list of lessons. */
  readonly blurb: TutorialText;
  /** The rules it shows. */
  readonly rules: readonly RuleId[];
  /** A name per seat; the learner is seat 0 (shown as "you" in the page's language). */
  readonly names: readonly string[];
  /** The deal, with hands and talon given (the engine's own set-up, R2.3 aside). */
  readonly setup: GameSetup;
  /** The other seats' moves before the first step. */
  readonly opening?: readonly Action[];
  readonly steps: readonly Step[];
  /** Said when the lesson is done. */
  readonly outro: TutorialText;
}

/** The learner's seat in every lesson. */
export const LEARNER: Seat = 0;
