// The way to every screen from every screen: one button that opens a list of links (a
// native <details>, so it works by keyboard and takes no room on a phone's header).

import { navigate, route } from '../state/route';

const ITEMS: readonly { path: string; label: string; screen: string }[] = [
  { path: '/', label: 'Play against bots', screen: 'play' },
  { path: '/online', label: 'Play online', screen: 'online' },
  { path: '/tutorial', label: 'Tutorial', screen: 'tutorial' },
  { path: '/rules', label: 'Rules', screen: 'rules' },
  { path: '/replays', label: 'Replays', screen: 'replays' },
];

export function Menu() {
  const here = route.value.screen;
  return (
    <details class="menu">
      <summary class="btn small icon" data-action="menu" aria-label="Menu" title="Menu">
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
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
