// The way to every screen from every screen: one button that opens a list of links (a
// native <details>, so it works by keyboard and takes no room on a phone's header), and the
// language of the page.

import { LANGS, type Lang, lang, setLang, t } from '../i18n';
import type { Key } from '../i18n/en';
import { navigate, route } from '../state/route';

const ITEMS: readonly { path: string; label: Key; screen: string }[] = [
  { path: '/', label: 'menu.play', screen: 'play' },
  { path: '/online', label: 'menu.online', screen: 'online' },
  { path: '/tutorial', label: 'menu.tutorial', screen: 'tutorial' },
  { path: '/rules', label: 'menu.rules', screen: 'rules' },
  { path: '/replays', label: 'menu.replays', screen: 'replays' },
];

/** Each language's name in itself (the same in every catalog). */
export const NATIVE: Record<Lang, string> = {
  en: 'English',
  de: 'Deutsch',
  sv: 'Svenska',
  pl: 'Polski',
};

export function Menu() {
  const here = route.value.screen;
  const menu = t('menu.open');
  return (
    <details class="menu">
      <summary class="btn small icon" data-action="menu" aria-label={menu} title={menu}>
        <span aria-hidden="true">☰</span>
      </summary>
      <ul class="menu-list">
        {ITEMS.map((item) => (
          <li key={item.path}>
            <a
              href={item.path}
              aria-current={here === item.screen ? 'page' : undefined}
              onClick={(e) => {
                if (e.ctrlKey || e.metaKey || e.shiftKey) return; // a new tab, as links do
                e.preventDefault();
                (e.currentTarget.closest('details') as HTMLDetailsElement).open = false;
                navigate(item.path);
              }}
            >
              {t(item.label) as string}
            </a>
          </li>
        ))}
        <li class="menu-lang">
          <label>
            {t('menu.language') as string}{' '}
            <select
              data-action="language"
              value={lang.value}
              onChange={(e) => void setLang(e.currentTarget.value as Lang)}
            >
              {LANGS.map((l) => (
                <option key={l} value={l} lang={l}>
                  {NATIVE[l]}
                </option>
              ))}
            </select>
          </label>
        </li>
      </ul>
    </details>
  );
}
