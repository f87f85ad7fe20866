// The reducer's answer: the next table and the effects to carry out, or a refusal that
// changes nothing.

import type { Effect } from './effects';
import type { TableError, TableErrorCode } from './errors';
import type { TableState } from './table';

export type TableResult =
  | { readonly ok: true; readonly state: TableState; readonly effects: readonly Effect[] }
  | { readonly ok: false; readonly error: TableError };

export const done = (state: TableState, effects: readonly Effect[] = []): TableResult => ({
  ok: true,
  state,
  effects,
});

export const refuse = (
  code: TableError['code'] | TableErrorCode,
  message: string,
): TableResult => ({
  ok: false,
  error: { code, message },
});
