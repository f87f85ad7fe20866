// The way to every screen from every screen: one button that opens a list of links (a
// native <details>, so it works by keyboard and takes no room on a phone's header), the
// language of the page and the cards' faces (at the top of the screen, where a phone user
// looks for them).

import { me } from '../account/me';
import { t } from '../i18n';
import type { Key } from '../i18n/en';
import { navigate, route } from '../state/route';
import { LookPick } from '../widgets/LookPick';

const ITEMS: readonly { path: string; label: Key; screen: string }[] = [
  { path: '/play-now', label: 'menu.quick', screen: 'quick' },
  { path: '/', label: 'menu.play', screen: 'play' },
  { path: '/online', label: 'menu.online', screen: 'online' },
  { path: '/leaderboard', label: 'menu.leaderboard', screen: 'leaderboard' },
  { path: '/account', label: 'menu.account', screen: 'account' },
  { path: '/tutorial', label: 'menu.tutorial', screen: 'tutorial' },
  { path: '/puzzles', label: 'puzzles.menu', screen: 'puzzles' },
  { path: '/rules', label: 'menu.rules', screen: 'rules' },
  { path: '/replays', label: 'menu.replays', screen: 'replays' },
];

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
              {item.screen === 'account' && me.value
                ? t('account.menu')(me.value.name)
                : (t(item.label) as string)}
            </a>
          </li>
        ))}
        <li class="menu-lang">
          <LookPick name="menu-face" mark="data-action" />
        </li>
      </ul>
    </details>
  );
}
