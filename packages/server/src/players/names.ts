// Names nobody can pass for by looks alone (issues 13 and 24). A name's key, which is unique
// among players, is its confusable skeleton (Unicode's UTS #39: two strings that look alike
// have one skeleton) after NFKC, blind to case: "Anna", "ANNA", "Ａｎｎａ" and "Аnna" (a
// Cyrillic А) are one name. The confusables are Unicode's own table (confusables.txt, as the
// unhomoglyph package ships it), never a list of our own.
//
// Case and look pull apart: Greek ν looks like v while its capital Ν looks like N, so no
// single key can be blind to case and to every look-alike without calling "v" and "N" one
// letter. The key takes look first and case after: the skeleton of the name as written
// (look-alike small letters: ν for v); then of its capitals (look-alike capitals, Cyrillic Н
// for H, and case blindness: what the name is in capitals decides the rest); then of those
// in small letters again (rn for m). Latin names' case never matters; a pair like Greek ν
// and Ν, whose shapes differ, may be two names. I, l and 1 are one letter here, so "Kai"
// and "Kal" are one name: a refusal too many costs a second choice, one too few an impostor.

import { cleanText, RESERVED_NAMES } from '@kaschlan/table';
import unhomoglyph from 'unhomoglyph';

/** UTS #39's skeleton: NFD, each character replaced by its confusables.txt prototype, NFD. */
const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** The key names are compared by (players.name_key): two names that look alike share it. */
export function nameKey(name: string): string {
  const text = skeleton(cleanText(name).normalize('NFKC'));
  return skeleton(skeleton(text.toUpperCase()).toLowerCase());
}

const RESERVED_KEYS = new Set(RESERVED_NAMES.map(nameKey));
/** An empty seat's name is "Seat n": its key is this and the keys of n's digits. */
const SEAT_KEY = `${nameKey('Seat')} `;
const DIGIT_KEYS = new Set([...'0123456789'].map(nameKey));

/**
 * Whether `name` looks like one the table gives itself ("Еasy bot" with a Cyrillic Е, "Seat
 * l" with an l for a 1): refused like the name itself (the protocol refuses that one).
 */
export function looksReserved(name: string): boolean {
  const key = nameKey(name);
  if (RESERVED_KEYS.has(key)) return true;
  if (!key.startsWith(SEAT_KEY) || key.length === SEAT_KEY.length) return false;
  return [...key.slice(SEAT_KEY.length)].every((c) => DIGIT_KEYS.has(c));
}

/** The refusal's sentence for a name that looks like the table's own. */
export const LOOKS_RESERVED = 'that name looks like the table’s own: choose another';
