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
 * Names the table itself gives (a spectator, an empty seat, a bot) and the server gives a
 * deleted account (issue 13): nobody may take them.
 */
export const isReservedName = (name: string): boolean =>
  /^(spectator|seat \d+|(easy|normal|hard|expert) bot|deleted player)$/i.test(cleanText(name));
