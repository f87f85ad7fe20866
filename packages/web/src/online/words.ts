// The online screens' words that depend on data: a refusal by its stable code (the server's
// codes of docs/PROTOCOL.md and the page's own), a bot's name by its level, a preset's name.
// An engine refusal of an action has no sentence of ours: the server's (English) one is shown.

import { isPresetName } from '@kaschlan/engine';
import { PROTOCOL_ERRORS } from '@kaschlan/protocol/constants';
import { t } from '../i18n';
import { presetWord, shortPreset } from '../i18n/glossary';
import { CHAT_MAX, type LEVEL_NAMES } from './limits';

/** Codes with a sentence in the catalogs (`online.error.<code>`): the server's and the page's own. */
const SAID = [...PROTOCOL_ERRORS, 'INVALID_PLAYERS', 'OFFLINE', 'UNREACHABLE'] as const;
type Said = (typeof SAID)[number];

const said = (code: string): code is Said => (SAID as readonly string[]).includes(code);

/** A sentence: a capital first letter and a full stop (the server's words have neither). */
export function sentence(text: string): string {
  const s = text.trim();
  if (s === '') return s;
  const capital = s[0]!.toUpperCase() + s.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** What a refusal says to the player, in his language where we know its code. */
export function problemText(problem: {
  readonly code: string;
  readonly message: string;
  readonly status?: number;
}): string {
  const { code } = problem;
  if (said(code)) return t(`online.error.${code}`);
  if (code === 'TOO_LONG') return t('online.error.TOO_LONG')(CHAT_MAX);
  if (code === 'HTTP' && problem.status !== undefined)
    return t('online.error.HTTP')(problem.status);
  return sentence(problem.message);
}

/** A seat's kind as the form offers it: a person, or a bot of a level. */
export type Kind = 'human' | (typeof LEVEL_NAMES)[number];

export const kindName = (kind: Kind): string => t(`online.kind.${kind}`);

/**
 * A preset's short name (a lobby line, a room's facts): its glossary name up to the bracket
 * ("Illig"); an unknown one as the server says.
 */
export const presetShort = (preset: string): string =>
  isPresetName(preset) ? shortPreset(t(presetWord(preset))) : preset;
