// Text people type for others to read (names, room names, chat): one rule for all of it.
// Control characters and line breaks become spaces; format characters (bidi overrides and
// isolates, zero-width spaces and joiners, soft hyphens) are removed, so nobody can reverse
// or hide what others see; runs of spaces become one. Text with nothing visible left is
// refused by its reader (an empty string here).

const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const FORMAT = /\p{Cf}/gu;

export function cleanText(text: string): string {
  return text.replace(BREAKS, ' ').replace(FORMAT, '').replace(/\s+/gu, ' ').trim();
}

/**
 * Characters that show nothing yet are no format character, so cleanText keeps them: the
 * marks and fillers Unicode calls default-ignorable (the combining grapheme joiner,
 * variation selectors, Hangul fillers) and the blank Braille pattern, a symbol drawn as
 * nothing. "Anna" with one of them would be a second "Anna" (issue 24): a name holding one
 * is refused (the readers of names, protocol's displayName).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;

export const hasInvisible = (text: string): boolean => INVISIBLE.test(text);

/**
 * Names the table itself gives (a spectator, a bot; an empty seat is "Seat n") and the server
 * gives a deleted account (issue 13): nobody may take them. The server also refuses them in
 * any look-alike form (its players/names.ts).
 */
export const RESERVED_NAMES = [
  'Spectator',
  'Easy bot',
  'Normal bot',
  'Hard bot',
  'Expert bot',
  'Deleted player',
] as const;

const RESERVED = new Set(RESERVED_NAMES.map((n) => n.toLowerCase()));

/** A reserved name, in any case and width ("Ｅａｓｙ bot": NFKC). */
export function isReservedName(name: string): boolean {
  const folded = cleanText(name).normalize('NFKC').toLowerCase();
  return RESERVED.has(folded) || /^seat \d+$/.test(folded);
}
