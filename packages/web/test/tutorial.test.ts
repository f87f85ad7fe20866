// The tutorial's lessons run through the engine: every scripted and expected move is legal
// where it stands, in every language, and every lesson shows what it claims to (the coach's
// answers and the saved progress: tutorial-coach.test.ts).

import { readFileSync } from 'node:fs';
import {
  type Action,
  apply,
  type GameEvent,
  type GameState,
  isTrump,
  newGame,
  parseCard,
  SUITS,
  toAct,
} from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { tutorialDe } from '../src/i18n/areas/tutorial.de';
import { tutorialEn } from '../src/i18n/areas/tutorial.en';
import { tutorialPl } from '../src/i18n/areas/tutorial.pl';
import { tutorialSv } from '../src/i18n/areas/tutorial.sv';
import { en } from '../src/i18n/en';
import { LEARNER, type Lesson } from '../src/tutorial/lesson';
import { LESSONS } from '../src/tutorial/lessons';
import { isDone, start } from '../src/tutorial/run';
import { everyPath, lesson, mainPath } from './support/tutorial-paths';

const eventsOf = (s: GameState): readonly GameEvent[] => s.events;
const learnerActions = (s: GameState): Action[] => s.actions.filter((a) => a.seat === LEARNER);

describe('the lessons', () => {
  test('there are 8 to 10, with distinct ids, in the order of the issue', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(8);
    expect(LESSONS.length).toBeLessThanOrEqual(10);
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
    expect(LESSONS.map((l) => l.id)).toEqual([
      'lead',
      'reinforce',
      'beat',
      'kaschlan',
      'self-attack',
      'must-beat',
      'refill',
      'out',
      'end',
    ]);
  });

  test.each(LESSONS.map((l) => [l.id, l] as const))('%s: the engine deals it (R2)', (_, l) => {
    const r = newGame(l.setup);
    expect(r.ok ? 'ok' : r.error.message).toBe('ok');
    expect(l.names.length).toBe(l.setup.players);
  });

  test.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s: every scripted and expected move is legal where it stands, on every way through',
    (_, l) => {
      // start() plays the opening through the engine and throws on a refusal.
      let run = start(l);
      for (const [i, step] of l.steps.entries()) {
        // The learner is to act at each step.
        expect(toAct(run.state), `${l.id} step ${i + 1}`).toBe(LEARNER);
        if (step.kind === 'try') {
          const r = apply(run.state, step.attempt);
          expect(r.ok ? 'OK' : r.error.code).toBe(step.code);
        } else {
          for (const a of step.expect) {
            expect(a.seat).toBe(LEARNER);
            const r = apply(run.state, a);
            expect(r.ok ? 'OK' : r.error.message, JSON.stringify(a)).toBe('OK');
          }
        }
        for (const a of step.replies ?? []) expect(a.seat).not.toBe(LEARNER);
        run = mainPath({ ...l, steps: l.steps.slice(0, i + 1) }).run;
      }
      expect(isDone(run)).toBe(true);
      // Every alternative and every order ends the lesson (the replies stay legal).
      const ends = everyPath(l);
      for (const end of ends) expect(isDone(end)).toBe(true);
    },
  );

  test.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s: each rule it names is a rule of the players’ rule text (docs/RULES.md)',
    (_, l) => {
      const text = readFileSync(new URL('../../../docs/RULES.md', import.meta.url), 'utf8');
      const cited = new Set<string>([...l.rules, ...l.steps.map((s) => s.rule)]);
      const words = [l.outro, ...l.steps.flatMap((s) => [s.say, s.hint, s.praise])]
        .map((key) => en[key])
        .join(' ');
      for (const m of words.matchAll(/\bR\d+\.\d+\b/g)) cited.add(m[0]);
      for (const id of cited) expect(text, id).toContain(`(${id}`);
      // And every card named in the texts is a card (R1.6).
      for (const m of words.matchAll(/\{([^}]*)\}/g)) expect(parseCard(m[1]!)).toBeGreaterThan(-1);
    },
  );
});

describe('the lessons in every language', () => {
  /** The cards ({9S}) and rules (R4.3) a text names, in order. */
  const tokens = (text: string): string[] =>
    [...text.matchAll(/\{[^}]+\}|\bR\d+\.\d+\b/g)].map((m) => m[0]);
  const texts = LESSONS.flatMap((l) => [
    l.title,
    l.blurb,
    l.outro,
    ...l.steps.flatMap((s) => [s.say, s.hint, s.praise]),
  ]);

  test.each([
    ['de', tutorialDe],
    ['sv', tutorialSv],
    ['pl', tutorialPl],
  ] as const)('%s names the same cards and rules as the English, in the same order', (_, c) => {
    for (const key of texts) expect(tokens(c[key]), key).toEqual(tokens(tutorialEn[key]));
  });
});

describe('each lesson shows what it claims', () => {
  test('leading several cards: a lead of two, then a second lead in the same bout (R3.1, R3.2)', () => {
    const { run } = mainPath(lesson('lead'));
    const leads = learnerActions(run.state).filter((a) => a.type === 'lead');
    expect(leads[0]?.type === 'lead' && leads[0].cards.length).toBe(2);
    expect(leads.length).toBe(2);
    const ev = eventsOf(run.state);
    const between = ev.slice(
      ev.findIndex((e) => e.type === 'lead'),
      ev.findLastIndex((e) => e.type === 'lead'),
    );
    expect(between.some((e) => e.type === 'bout')).toBe(false);
    // R5.1: he refilled after the first lead.
    expect(between.some((e) => e.type === 'draw' && e.seat === LEARNER)).toBe(true);
  });

  test('reinforcing: the learner leads while neither attacker nor defender (R3.3)', () => {
    const { run } = mainPath(lesson('reinforce'));
    let attacker = -1;
    let defender = -1;
    const reinforcements = eventsOf(run.state).filter((e) => {
      if (e.type === 'bout') [attacker, defender] = [e.attacker, e.defender];
      return e.type === 'lead' && e.seat === LEARNER && e.seat !== attacker && e.seat !== defender;
    });
    expect(reinforcements.length).toBe(1);
  });

  test('beating: by a higher card of the suit, and by a trump on a plain card (R1.4, R4.1)', () => {
    const { run } = mainPath(lesson('beat'));
    const trump = SUITS.indexOf(newGameTrump(lesson('beat')));
    const beats = learnerActions(run.state).filter((a) => a.type === 'beat');
    expect(beats.length).toBe(2);
    const kinds = beats.map((b) =>
      b.type !== 'beat'
        ? ''
        : b.attack.slice(-1) === b.with.slice(-1)
          ? 'same suit'
          : isTrump(trump, parseCard(b.with)) && !isTrump(trump, parseCard(b.attack))
            ? 'trump on plain'
            : 'other',
    );
    expect(kinds.sort()).toEqual(['same suit', 'trump on plain']);
  });

  test('the Kaschlan: led with another Queen, and it can only be taken (R1.3, E3)', () => {
    const { run } = mainPath(lesson('kaschlan'));
    const ev = eventsOf(run.state);
    expect(ev).toContainEqual({ type: 'lead', seat: LEARNER, cards: ['QS', 'QD'] });
    expect(ev.some((e) => e.type === 'take' && e.cards.includes('QD'))).toBe(true);
    expect(ev.some((e) => e.type === 'beat' && e.attack === 'QD')).toBe(false);
  });

  test('self-attack: the learner self-attacks (R4.2), and refills after it (R5.2)', () => {
    const { run } = mainPath(lesson('self-attack'));
    const ev = eventsOf(run.state);
    const at = ev.findIndex((e) => e.type === 'selfAttack' && e.seat === LEARNER);
    expect(at).toBeGreaterThan(-1);
    expect(ev[at + 1]).toMatchObject({ type: 'draw', seat: LEARNER });
  });

  test('must beat: taking is refused with MUST_BEAT while a beat exists, then he takes (R4.3)', () => {
    const { run, refusals } = mainPath(lesson('must-beat'));
    expect(refusals).toHaveLength(1);
    const o = refusals[0]!.outcome;
    expect(o.kind === 'refused' && o.error.code).toBe('MUST_BEAT');
    expect(o.kind === 'refused' && o.error.message).toContain('R4.3');
    expect(lesson('must-beat').steps[refusals[0]!.step]).toMatchObject({
      kind: 'try',
      attempt: { type: 'take' },
    });
    expect(learnerActions(run.state).at(-1)).toEqual({ type: 'take', seat: LEARNER });
    // R6.4: the same attacker again.
    expect(eventsOf(run.state).at(-1)).toEqual({ type: 'bout', attacker: 1, defender: LEARNER });
  });

  test('refilling: the defender draws only once all is beaten, the trump card last (R5.2, R2.2)', () => {
    const { run } = mainPath(lesson('refill'));
    const ev = eventsOf(run.state);
    const beats = ev.flatMap((e, i) => (e.type === 'beat' && e.seat === LEARNER ? [i] : []));
    expect(beats.length).toBe(2);
    expect(ev.slice(beats[0]!, beats[1]!).some((e) => e.type === 'draw')).toBe(false);
    const draw = ev[beats[1]! + 1];
    expect(draw).toMatchObject({ type: 'draw', seat: LEARNER, trumpCard: 'AS' });
    expect(draw?.type === 'draw' && draw.cards?.at(-1)).toBe('AS');
  });

  test('going out: the learner is out once his hand is empty and the talon too (R6.1)', () => {
    const { run } = mainPath(lesson('out'));
    const ev = eventsOf(run.state);
    expect(ev).toContainEqual({ type: 'out', seat: LEARNER });
    expect(ev.some((e) => e.type === 'end')).toBe(false);
    // R6.3: the attacker went out, so the player before him attacks the same defender.
    expect(ev.at(-1)).toEqual({ type: 'bout', attacker: 2, defender: 1 });
  });

  test('the end: the last one holding cards is the Kaschlan (R6.2)', () => {
    const { run } = mainPath(lesson('end'));
    expect(eventsOf(run.state).at(-1)).toEqual({ type: 'end', loser: 1, drawn: false });
  });
});

/** The trump suit of a lesson's deal. */
function newGameTrump(l: Lesson) {
  const r = newGame(l.setup);
  if (!r.ok) throw new Error(r.error.message);
  const deal = r.value.events[0];
  if (deal?.type !== 'deal') throw new Error('no deal event');
  return deal.trump;
}
