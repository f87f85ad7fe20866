// The server's HTTP side that the lobby uses: the list of public rooms, creating a room.
// Errors come back as the server words them ({code, message}); the page words them by code
// (words.ts): UNREACHABLE when no answer came, HTTP (with the status) for one not in JSON.
// `call` is the one way the screens ask the server (players/api.ts too).

import type { LobbyRoom, RoomOptionsInput } from '@kaschlan/protocol';

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly status?: number;
}

export type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | ({ readonly ok: false } & Refusal);

async function refusalOf(res: Response): Promise<Refusal> {
  try {
    const body = (await res.json()) as { code?: unknown; message?: unknown };
    if (typeof body.message === 'string')
      return {
        code: typeof body.code === 'string' ? body.code : 'HTTP',
        message: body.message,
        status: res.status,
      };
  } catch {
    // not JSON: say what the status says
  }
  return {
    code: 'HTTP',
    message: `the server answered ${res.status} ${res.statusText}`.trim(),
    status: res.status,
  };
}

export async function call<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const res = await fetch(path, init);
    if (!res.ok) return { ok: false, ...(await refusalOf(res)) };
    return { ok: true, value: (await res.json()) as T };
  } catch (e) {
    return {
      ok: false,
      code: 'UNREACHABLE',
      message: `the server cannot be reached (${(e as Error).message})`,
    };
  }
}

export const listRooms = () => call<{ rooms: LobbyRoom[] }>('/api/rooms');

export const createRoom = (options: RoomOptionsInput) =>
  call<{ id: string; url: string }>('/api/rooms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
