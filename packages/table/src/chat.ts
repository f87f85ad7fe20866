// Chat at the table: a line is cleaned (text.ts), refused when nothing visible is left,
// kept (the last CHAT_KEPT), stored and told to everyone.

import type { Sender } from './commands';
import { done, refuse, type TableResult } from './result';
import { CHAT_KEPT, type ChatLine, type TableState } from './table';
import { cleanText } from './text';

export function chatLine(table: TableState, by: Sender, text: string, at: number): TableResult {
  const clean = cleanText(text);
  if (clean === '') return refuse('BAD_MESSAGE', 'an empty chat line');
  const seat = typeof by === 'number' ? by : null;
  const line: ChatLine = {
    n: table.chatN + 1,
    seat,
    name: seat === null ? 'Spectator' : (table.seats[seat]?.name ?? `Seat ${seat + 1}`),
    text: clean,
    at,
  };
  const chat = [...table.chat, line].slice(-CHAT_KEPT);
  return done({ ...table, chat, chatN: line.n }, [
    { type: 'store', write: { kind: 'chat', line } },
    { type: 'chatLine', line },
  ]);
}
