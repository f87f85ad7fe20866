// The server's HTTP side that the lobby uses: the list of public rooms, creating a room.
// Errors come back as the server words them ({code, message}).

import type { LobbyRoom, RoomOptionsInput } from '@kaschlan/protocol';

export type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

async function problemOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: say what the status says
  }
  return `the server answered ${res.status} ${res.statusText}`.trim();
}

async function call<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const res = await fetch(path, init);
    if (!res.ok) return { ok: false, message: await problemOf(res) };
    return { ok: true, value: (await res.json()) as T };
  } catch (e) {
    return { ok: false, message: `the server cannot be reached (${(e as Error).message})` };
  }
}

export const listRooms = () => call<{ rooms: LobbyRoom[] }>('/api/rooms');

export const createRoom = (options: RoomOptionsInput) =>
  call<{ id: string; url: string }>('/api/rooms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
