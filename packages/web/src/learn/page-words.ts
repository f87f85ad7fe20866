// The translated rule pages (learn/rules/RULES.*.md) take the glossary's words
// (i18n/areas/words.*.ts) where they name an option, a preset, a role, an action or a card
// word as the screens show it: `{{passOn}}` in a page's Markdown is the page language's word
// `word.passOn` ("Weitergeben"), `{{^passOn}}` the same with a capital. So a label on the page
// is the label in the dialog, by construction. The English page, docs/RULES.md, is read on
// GitHub as well, so it has its words written out; test/glossary.test.ts holds every page,
// English included, to the glossary where it says what each thing is.

import { cap, WORD_KEYS, type WordKey } from '../i18n/glossary';

const SLOT = /\{\{(\^?)([\w.-]+)\}\}/g;

const isWord = (key: string): key is WordKey => (WORD_KEYS as readonly string[]).includes(key);

/** A page's Markdown with every `{{word}}` slot filled from `words`; unknown slots stay. */
export function fillWords(source: string, words: (key: WordKey) => string): string {
  return source.replace(SLOT, (slot, capital: string, name: string) => {
    const key = `word.${name}`;
    if (!isWord(key)) return slot;
    const word = words(key);
    return capital ? cap(word) : word;
  });
}
