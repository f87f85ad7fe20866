// What the rule forms (RuleFields: the new-game dialog and the room form) show for the rules of
// R7: each option's line and each preset's name, both beginning with the glossary's word
// (i18n/glossary.ts), the word the rule page names beside the rule. Kept apart from the
// component so a test can read the labels as the forms show them.

import type { PresetName, RuleKey } from '@kaschlan/engine';
import { t } from '../i18n';

/** An option's line: its word, what it does, its rule ("Pass-on: after a take, … (R7.2)"). */
export const optionLabel = (key: RuleKey): string => t(`table.new.${key}`);

/** A preset's name in the select: its glossary word. */
export const presetLabel = (preset: PresetName): string => t('table.new.presetName')(preset);

/** A pack's size on its button ("32 cards"). */
export const packSize = (n: number): string => t('table.new.packSize')(n);
