// Plural forms by the language's own rules (Intl.PluralRules, CLDR): English and Swedish
// have one/other, German too, Polish one/few/many/other (1 karta, 2 karty, 5 kart, 22 karty).

export type Lang = 'en' | 'de' | 'sv' | 'pl';

/** The forms a language needs; `#` in a form is replaced by the number. */
export type Forms<L extends Lang> = L extends 'pl'
  ? { one: string; few: string; many: string; other: string }
  : { one: string; other: string };

const rules = new Map<Lang, Intl.PluralRules>();

export function plural<L extends Lang>(lang: L, n: number, forms: Forms<L>): string {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  const category = r.select(n) as keyof Forms<L>;
  const form = (forms[category] ?? (forms as { other: string }).other) as string;
  return form.replaceAll('#', String(n));
}
