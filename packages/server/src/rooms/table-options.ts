// A room's table: the options the table reducer needs of the room's options (the rules,
// the seats, the turn clock), and the names of its bot seats.

import { isRated, type RoomOptions } from '@kaschlan/protocol';
import { newTable, type TableOptions, type TableState } from '@kaschlan/table';

export const tableOptions = (o: RoomOptions): TableOptions => ({
  preset: o.preset,
  rules: o.rules,
  seats: o.seats,
  turnSeconds: o.turnSeconds,
  // R8.5: online, a forced pass is shown as a turn, paced like a chosen one.
  forcedPassTurns: true,
  // Issue 13: a rated room seats each known person under his own name, in one seat.
  rated: isRated(o),
});

/** A bot seat is named for its level ("Hard bot"); people name their own seats. */
export const botNames = (o: RoomOptions): (string | null)[] =>
  o.seats.map((k) => (k === 'human' ? null : `${k[0]!.toUpperCase()}${k.slice(1)} bot`));

/** A new room's empty table. */
export const emptyTable = (o: RoomOptions): TableState => newTable(tableOptions(o), botNames(o));
