// What the hostile clients of the security test send (fast-check arbitraries): random JSON
// and text, binary frames, frames over the message limit, wrong types and ranges, unknown
// fields, prototype keys, deep nesting, and messages of the protocol aimed at the room
// (other seats' actions, stale, future, replayed and foreign moves, guessed and stolen
// tokens, chat). `aim` in hostile-aim.ts turns each intent into the message sent.

import { MAX_MESSAGE_BYTES } from '@kaschlan/protocol';
import fc from 'fast-check';

/** A string that is not a room or game id. */
const notAnId = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.string({ minLength: 33, maxLength: 40 }),
  fc.constant('ABCDEFGH'),
  fc.constant('abc-def-ghi'),
);
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A message of a known type with one field of a wrong type or out of range. */
const wrongTypes = fc.oneof(
  fc.record({ type: fc.constant('hello'), room: fc.oneof(notAnId, notAString) }),
  fc.record({
    type: fc.constant('hello'),
    room: fc.constant('abcdefgh'),
    token: fc.oneof(notAString, fc.string({ minLength: 101, maxLength: 140 })),
  }),
  fc.record({
    type: fc.constant('sit'),
    seat: fc.oneof(
      fc.integer({ min: 5 }),
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true, noNaN: true }),
      fc.string(),
      fc.constant(null),
    ),
    name: fc.constant('Mallory'),
  }),
  fc.record({
    type: fc.constant('sit'),
    seat: fc.constant(0),
    name: fc.oneof(
      fc.constant(''),
      fc.constant('\u0000\u0001\u0002'),
      fc.constant('   '),
      fc.string({ minLength: 97, maxLength: 120 }),
      notAString,
    ),
  }),
  fc.record({
    type: fc.constant('act'),
    game: fc.oneof(notAnId, notAString),
    move: fc.constant(0),
    action: fc.constant({ type: 'pass', seat: 0 }),
  }),
  fc.record({
    type: fc.constant('act'),
    game: fc.constant('abcdefgh'),
    move: fc.oneof(
      fc.integer({ min: 1_000_001 }),
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true, noNaN: true }),
      fc.string(),
      fc.constant(null),
    ),
    action: fc.constant({ type: 'pass', seat: 0 }),
  }),
  fc.record({
    type: fc.constant('chat'),
    text: fc.oneof(fc.constant(''), fc.string({ minLength: 301, maxLength: 400 }), notAString),
  }),
  fc.record({
    type: fc.constant('ping'),
    n: fc.oneof(fc.string(), fc.integer({ max: -1 }), fc.constant(2_000_000), fc.constant(1.5)),
  }),
  fc.record({
    type: fc.oneof(
      fc.constant('HELLO'),
      fc.constant('Act'),
      fc.string({ maxLength: 8 }).filter((t) => !KNOWN.includes(t)),
      notAString,
    ),
  }),
);
const KNOWN = ['hello', 'sit', 'leave', 'deal', 'act', 'chat', 'sync', 'ping'];

/** A valid message with one more field the schema does not know. */
const unknownField = fc
  .tuple(
    fc.constantFrom<object>(
      { type: 'ping' },
      { type: 'sync' },
      { type: 'leave' },
      { type: 'deal' },
      { type: 'chat', text: 'hi' },
      { type: 'hello', room: 'abcdefgh' },
      { type: 'sit', seat: 0, name: 'Mallory' },
      { type: 'act', game: 'abcdefgh', move: 0, action: { type: 'take', seat: 0 } },
    ),
    fc.oneof(
      fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !KEYS.includes(k)),
      fc.constantFrom('admin', 'seat', 'isAdmin', 'role', 'you'),
    ),
    fc.jsonValue({ maxDepth: 2 }),
  )
  .map(([m, k, v]) => ({ ...m, [k]: v }))
  .filter((m) => !('seat' in m && m.type === 'sit'));
const KEYS = ['type', 'room', 'token', 'seat', 'name', 'game', 'move', 'action', 'text', 'n'];

/** Prototype keys, written as JSON text (an object literal would not keep them). */
const pollution = fc.constantFrom(
  '{"type":"ping","__proto__":{"polluted":true}}',
  '{"__proto__":{"type":"ping"}}',
  '{"type":"chat","text":"x","constructor":{"prototype":{"polluted":true}}}',
  '{"type":"sync","__proto__":null}',
);

/** Raw material: random JSON, random text, binary frames, frames over the message limit. */
const raw = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue().map((v) => ({ kind: 'random JSON', v })) },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((v) => ({ kind: 'random text', v })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'grapheme-ascii', maxLength: 60 })
      .map((s) => ({ kind: 'random text', v: `{${s}` })),
  },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 600 }).map((v) => ({ kind: 'binary frame', v })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: MAX_MESSAGE_BYTES + 1, max: 4 * MAX_MESSAGE_BYTES })
      .map((v) => ({ kind: 'over the message limit', v })),
  },
  { weight: 3, arbitrary: wrongTypes.map((v) => ({ kind: 'wrong types', v })) },
  { weight: 2, arbitrary: unknownField.map((v) => ({ kind: 'unknown field', v })) },
  { weight: 1, arbitrary: pollution.map((v) => ({ kind: 'prototype keys', v })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'prototype keys in an action', v: null }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 100, max: 1900 }).map((v) => ({ kind: 'deep nesting', v })),
  },
);

/** What a hostile connection does next: raw material, or a message of the protocol. */
export const intent = fc.oneof(
  { weight: 10, arbitrary: raw },
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'act: another seat',
        'act: stale move',
        'act: replayed move',
        'act: future move',
        'act: another deal',
        'act: not legal',
      ),
      v: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('hello: guessed token', 'hello: foreign token', 'hello: no room'),
      v: fc.nat(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('ping', 'sync', 'sit', 'leave', 'deal', 'hello: own'),
      v: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('chat'), v: fc.string({ maxLength: 80 }) }),
  },
);
export type Intent = { kind: string; v: unknown };
