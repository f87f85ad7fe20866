// The puzzles screen (/puzzles, issue 25): one puzzle at a time on the normal table with
// its normal controls; the app plays the opponent's replies; a wrong move is answered at
// once with the solver's refutation and the puzzle's line; then the next. A daily puzzle,
// the same for everyone, a theme to pick, and the streak, kept in this browser.

import { THEMES, type Theme } from '@kaschlan/bots/puzzles';
import { shown } from '@kaschlan/ratings';
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { actionText } from '../hint/format';
import { t } from '../i18n';
import { firstContentShown } from '../pwa/register';
import { Menu } from '../shell/Menu';
import { cursor } from '../state/selection';
import { settings } from '../state/settings';
import { tableKey } from '../table/keyboard';
import { Table } from '../table/Table';
import { Brand } from '../widgets/Brand';
import '../styles/puzzles.css';
import {
  account,
  answer,
  current,
  daily,
  failed,
  lend,
  next,
  openDaily,
  phase,
  played,
  progress,
  ratingChange,
  refreshAccount,
  retry,
  type Said,
  tableView,
  theme,
} from './session';
import { SET_SIZE } from './source';

/** The table's own keys (table/keyboard.ts) while it is his move. */
function onKey(e: KeyboardEvent): void {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, select, textarea, details, [role="dialog"]')) return;
  if (phase.value !== 'yours') return;
  if ((e.key === 'Enter' || e.key === ' ') && target?.closest('button, a') && !cursor.value) return;
  if (tableKey(e.key)) e.preventDefault();
}

const words = (s: Said): string => actionText(s.action, s.phase, settings.value.face);

function Status() {
  const p = current.value;
  if (!p) return null;
  const a = answer.value;
  let text: string;
  switch (phase.value) {
    case 'yours':
      text =
        played.value.length > 0
          ? t('puzzles.more')
          : t(p.result === 'win' ? 'puzzles.findWin' : 'puzzles.findDraw');
      break;
    case 'reply':
      text = t('puzzles.reply');
      break;
    case 'solved':
      text = t('puzzles.solved');
      break;
    case 'wrong':
      text = a
        ? [
            t('puzzles.wrong')(words(a.wrong)),
            a.refutation ? t('puzzles.refuted')(words(a.refutation)) : '',
            t('puzzles.solution')(a.line.map(words).join(', ')),
          ]
            .filter((x) => x !== '')
            .join(' ')
        : '';
      break;
  }
  return (
    <p class="puzzle-status" aria-live="polite" data-puzzle={p.id} data-phase={phase.value}>
      {text}
    </p>
  );
}

function Bar() {
  const prog = progress.value;
  const mine = account.value;
  const change = ratingChange.value;
  // A signed-in player's figures are the server's; a guest's are kept in this browser.
  const streak = mine?.streak ?? prog.streak;
  const best = mine?.best ?? prog.best;
  const solved = mine?.solved ?? Object.values(prog.results).filter((r) => r === 'solved').length;
  const rating = mine?.rating ?? shown(prog.rating.mu);
  const done = phase.value === 'wrong' || phase.value === 'solved';
  return (
    <section class="puzzle-bar">
      <button type="button" class="btn small" data-action="puzzle-daily" onClick={openDaily}>
        {t('puzzles.daily')}
      </button>
      <label class="puzzle-theme">
        {t('puzzles.theme')}{' '}
        <select
          data-field="puzzle-theme"
          value={theme.value}
          onChange={(e) => {
            theme.value = (e.currentTarget.value as Theme | 'all') ?? 'all';
            next();
          }}
        >
          <option value="all">{t('puzzles.allThemes')}</option>
          {THEMES.map((th) => (
            <option key={th} value={th}>
              {t(`puzzles.theme.${th}`)}
            </option>
          ))}
        </select>
      </label>
      <span class="puzzle-score" data-streak={streak}>
        {t('puzzles.streak')(streak)} · {t('puzzles.best')(best)} ·{' '}
        {t('puzzles.count')(solved, SET_SIZE)}
      </span>
      <span
        class="puzzle-rating"
        data-rating={rating}
        data-rating-from={mine ? 'account' : 'browser'}
        {...(mine ? {} : { title: t('puzzles.ratingLocal') })}
      >
        {t('puzzles.rating')(rating)}
        {change && (
          <span class="puzzle-rating-change" data-change={change.after - change.before}>
            {' '}
            {change.after >= change.before ? '+' : ''}
            {change.after - change.before}
          </span>
        )}
      </span>
      {daily.value && <span class="puzzle-daily">{t('puzzles.dailyTag')}</span>}
      {done && (
        <button
          type="button"
          class="btn primary small"
          data-action="puzzle-next"
          data-autofocus
          onClick={next}
        >
          {t('puzzles.next')}
        </button>
      )}
    </section>
  );
}

/** Neither the server nor the bundled set could be had: say so, and offer to try again. */
function Failed() {
  return (
    <div class="puzzle-failed" role="alert" data-puzzles-failed>
      <p>{t('puzzles.failed')}</p>
      <button
        type="button"
        class="btn primary small"
        data-action="puzzle-retry"
        onClick={() => void retry()}
      >
        {t('puzzles.retry')}
      </button>
    </div>
  );
}

// The first puzzle is asked for as soon as this screen's chunk runs, not after its first
// render: the server's small JSON, or (no server) the bundled set.
const first = next();
void refreshAccount();

export function Puzzles(_props: Record<string, unknown>) {
  useLayoutEffect(() => lend(), []);
  useEffect(() => {
    void first.then(() => {
      if (!current.value || failed.value) void next();
    });
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const done = phase.value === 'wrong' || phase.value === 'solved';
  useEffect(() => {
    if (done) document.querySelector<HTMLElement>('[data-action="puzzle-next"]')?.focus();
  }, [done]);
  const p = current.value;
  const view = tableView.value;
  // The first puzzle is painted (or the page said why not): the offline worker may start
  // its downloads now (pwa/register.ts holds it on a page opened here).
  const settled = p !== null || failed.value;
  useEffect(() => {
    if (settled) firstContentShown();
  }, [settled]);
  return (
    <>
      <header class="top puzzle-top">
        <Brand />
        <span class="puzzle-where">{t('puzzles.title')}</span>
        <nav class="top-buttons">
          <Menu />
        </nav>
      </header>
      <Bar />
      <Status />
      {failed.value && <Failed />}
      {p && view ? (
        <Table view={view} me={p.seat} logOpen={false} />
      ) : (
        !failed.value && <p class="puzzle-loading">{t('puzzles.loading')}</p>
      )}
    </>
  );
}
