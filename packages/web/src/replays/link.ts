// A game record carried in a link: /view#r=DATA&n=NAMES. DATA is "z" and the record's JSON
// deflated (CompressionStream "deflate-raw") in base64url, or "j" and the plain JSON in
// base64url where a browser cannot compress; both read back in every evergreen browser.
// NAMES, optional, are the seats' names, each URI-encoded, joined by commas. What comes out
// is parsed JSON still to be checked by the engine (replayRecord), like any record file.

import { t } from '../i18n';

export type Decoded =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string };

/** Longest DATA read (a deal's record is a few kB; this is far beyond any). */
const MAX_DATA = 200_000;
/** Most bytes a link's data may inflate to. */
const MAX_JSON = 1_000_000;

const canCompress = (): boolean => typeof CompressionStream === 'function';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** All of a stream's bytes, refusing more than `limit`. */
async function drain(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const through = (bytes: Uint8Array, transform: CompressionStream | DecompressionStream) =>
  new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform);

/** A record as link data: compressed where the browser can, else plain. */
export async function encodeRecord(
  record: unknown,
  options: { readonly compress?: boolean } = {},
): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(record));
  if ((options.compress ?? true) && canCompress()) {
    const packed = await drain(through(json, new CompressionStream('deflate-raw')), MAX_JSON);
    return `z${toBase64Url(packed)}`;
  }
  return `j${toBase64Url(json)}`;
}

/** Link data back to parsed JSON; a sentence (in the page's language) saying what is wrong otherwise. */
export async function decodeRecord(data: string): Promise<Decoded> {
  const fail = (message: string): Decoded => ({ ok: false, message });
  if (data.length > MAX_DATA) return fail(t('learn.link.tooLong'));
  const kind = data[0];
  const bytes = fromBase64Url(data.slice(1));
  if ((kind !== 'z' && kind !== 'j') || bytes === null || bytes.length === 0)
    return fail(t('learn.link.noRecord'));
  let json: Uint8Array;
  if (kind === 'z') {
    if (typeof DecompressionStream !== 'function') return fail(t('learn.link.noInflate'));
    try {
      json = await drain(through(bytes, new DecompressionStream('deflate-raw')), MAX_JSON);
    } catch {
      return fail(t('learn.link.damaged'));
    }
  } else json = bytes;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) };
  } catch {
    return fail(t('learn.link.notJson'));
  }
}

/** The #fragment of a link to `record` (names optional). */
export async function fragmentOf(
  record: unknown,
  names?: readonly string[] | null,
  options: { readonly compress?: boolean } = {},
): Promise<string> {
  const data = await encodeRecord(record, options);
  const n = names && names.length > 0 ? `&n=${names.map(encodeURIComponent).join(',')}` : '';
  return `#r=${data}${n}`;
}

/** The pieces of a #fragment: the record's data and the names, if there. */
export function parseFragment(hash: string): { data: string | null; names: string[] | null } {
  let data: string | null = null;
  let names: string[] | null = null;
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (part.startsWith('r=')) data = part.slice(2);
    else if (part.startsWith('n=')) {
      try {
        names = part
          .slice(2)
          .split(',')
          .map((n) => decodeURIComponent(n).slice(0, 24));
      } catch {
        names = null;
      }
    }
  }
  return { data, names };
}
