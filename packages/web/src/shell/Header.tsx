// The bar above the table: the name of the game, the deal and the match score (on a phone a
// line of its own under the buttons), and the buttons for a new game, the log (small
// screens), the theme and help.

import { isOver } from '@kaschlan/engine';
import { t } from '../i18n';
import { settings, THEMES } from '../state/settings';
import { game, isYou, match, nameOf, updateLook } from '../state/store';
import { Brand } from '../widgets/Brand';
import { Menu } from './Menu';
import { dialog, logOpen } from './overlays';

export function Header() {
  const m = match.value;
  const s = settings.value;
  const nextTheme = THEMES[(THEMES.indexOf(s.theme) + 1) % THEMES.length]!;
  const themeName = t('table.new.themeName');
  const theme = t('table.head.theme')(themeName(s.theme));
  return (
    <header class="top">
      <Brand />
      {m && (
        <div class="score" title={t('table.head.score')}>
          <span class="deal-no">
            {t('table.head.deal')(m.results.length + (game.value && !isOver(game.value) ? 1 : 0))}
          </span>
          {m.marks.map((marks, seat) => (
            <span
              key={seat}
              class={`score-seat${marks > 0 ? ' marked' : ''}${isYou(seat) ? ' you' : ''}`}
              data-score-seat={seat}
            >
              {nameOf(seat)} <b>{marks}</b>
            </span>
          ))}
        </div>
      )}
      <nav class="top-buttons">
        <Menu />
        <button
          type="button"
          class="btn small"
          data-action="new"
          onClick={() => (dialog.value = 'new')}
          title={t('table.head.newTitle')}
        >
          <span class="narrow-only">{t('table.head.new')}</span>
          <span class="wide-only">{t('table.head.newGame')}</span>
        </button>
        <button
          type="button"
          class="btn small log-toggle"
          aria-expanded={logOpen.value}
          aria-controls="log"
          onClick={() => (logOpen.value = !logOpen.value)}
          title={t('table.head.logTitle')}
        >
          {t('table.head.log')}
        </button>
        <button
          type="button"
          class="btn small icon"
          onClick={() => updateLook({ ...s, theme: nextTheme })}
          title={t('table.head.themeNext')(theme, themeName(nextTheme))}
          aria-label={theme}
        >
          {s.theme === 'dark' ? '☾' : s.theme === 'light' ? '☀' : '◐'}
        </button>
        <button
          type="button"
          class="btn small icon"
          data-action="help"
          onClick={() => (dialog.value = 'help')}
          title={t('table.head.helpTitle')}
          aria-label={t('table.head.help')}
        >
          ?
        </button>
      </nav>
    </header>
  );
}
