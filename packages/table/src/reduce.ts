// The table reducer: (TableState, Command) -> { state, effects } or a refusal. Pure: no
// clock, no I/O, no randomness but what the command brings. One implementation of each rule
// around a deal, run by the server's rooms, the web app, the terminal and the arena.

import { chatLine } from './chat';
import type { Command } from './commands';
import { deal } from './match';
import { act, botMove } from './moves';
import type { TableResult } from './result';
import { arrive, away, graceOver, leave, sit } from './seats';
import type { TableState } from './table';
import { deadline, passShown } from './turn';

export function reduce(table: TableState, c: Command): TableResult {
  switch (c.type) {
    case 'sit':
      return sit(table, c.by, c.seat, c.name, c.token, c.at, c.player ?? null);
    case 'leave':
      return leave(table, c.by);
    case 'arrive':
      return arrive(table, c.seat);
    case 'away':
      return away(table, c.seat);
    case 'graceOver':
      return graceOver(table, c.seat);
    case 'deal':
      return deal(table, c.by, c.id, c.seed, c.at);
    case 'act':
      return act(table, c.by, c.game, c.move, c.action, c.at);
    case 'botMove':
      return botMove(table, c.turn, c.action, c.source, c.at);
    case 'deadline':
      return deadline(table, c.turn);
    case 'passShown':
      return passShown(table, c.turn);
    case 'chat':
      return chatLine(table, c.by, c.text, c.at);
  }
}
