// The page: header, table and whatever lies over it (the first visit's welcome, new game,
// help, hot-seat cover, end of the deal). Page-wide keys are handled here; table keys go to
// table/keyboard.ts.

import { useEffect, useLayoutEffect } from 'preact/hooks';
import { Sprite } from '../cards/Sprite';
import { requestHint } from '../hint/state';
import { route, seedInAddress } from '../state/route';
import { cursor } from '../state/selection';
import { settings } from '../state/settings';
import {
  covered,
  dealNext,
  endDismissed,
  game,
  match,
  perspective,
  startMatch,
  view,
} from '../state/store';
import { welcoming } from '../state/welcome';
import { tableKey } from '../table/keyboard';
import { Table } from '../table/Table';
import { Cover } from './Cover';
import { EndScreen } from './EndScreen';
import { Header } from './Header';
import { Help } from './Help';
import { NewGame } from './NewGame';
import { dialog, logOpen } from './overlays';
import {
  Account,
  Leaderboard,
  Lobby,
  Profile,
  Puzzles,
  QuickPlay,
  ReplayScreen,
  Replays,
  Review,
  Room,
  Rules,
  Tutorial,
} from './screens';
import { Welcome } from './Welcome';

function onKey(e: KeyboardEvent): void {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, select, textarea, [role="dialog"]')) return;
  if (route.value.screen !== 'play') return; // other screens handle their own keys
  const v = view.value;
  if (covered.value !== null || dialog.value || welcoming.value) return;
  if (e.key === '?' || e.key === 'h' || e.key === 'H') dialog.value = 'help';
  else if (e.key === 'n' || e.key === 'N') dialog.value = 'new';
  else if (e.key === 'l' || e.key === 'L') logOpen.value = !logOpen.value;
  else if (v?.over && !endDismissed.value) return;
  else if (v?.over && e.key === 'Enter') dealNext();
  else if (e.key === 'i' || e.key === 'I') requestHint();
  // A focused button keeps Enter and Space for itself, unless the table cursor is in use.
  else if ((e.key === 'Enter' || e.key === ' ') && target?.closest('button') && !cursor.value)
    return;
  else if (!tableKey(e.key)) return;
  e.preventDefault();
}

export function App() {
  const theme = settings.value.theme;
  // In the same commit as the render (not a frame later): no flash of the old theme.
  useLayoutEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const r = route.value;
  if (r.screen !== 'play') {
    return (
      <div class="app">
        <Sprite />
        {r.screen === 'online' && <Lobby />}
        {r.screen === 'room' && <Room id={r.id} />}
        {r.screen === 'replays' && <Replays />}
        {r.screen === 'replay' && <ReplayScreen id={r.id} />}
        {r.screen === 'view' && <ReplayScreen />}
        {r.screen === 'rules' && <Rules />}
        {r.screen === 'tutorial' && <Tutorial />}
        {r.screen === 'review' && <Review />}
        {r.screen === 'quick' && <QuickPlay />}
        {r.screen === 'account' && <Account />}
        {r.screen === 'player' && <Profile name={r.name} />}
        {r.screen === 'leaderboard' && <Leaderboard />}
        {r.screen === 'puzzles' && <Puzzles />}
      </div>
    );
  }
  return <OfflineTable />;
}

/** The offline table: a match against bots or hot seat, dealt on first sight (a newcomer's
 * once the welcome is closed). */
function OfflineTable() {
  const welcome = welcoming.value;
  useEffect(() => {
    if (!match.value && !welcome) startMatch(settings.value, seedInAddress(location.search));
  }, [welcome]);
  const v = view.value;
  const g = game.value;
  const cover = covered.value;
  const me = cover ?? perspective.value;
  return (
    <div class="app">
      <Sprite />
      <Header />
      {v && g ? (
        <Table view={v} me={me} logOpen={logOpen.value} />
      ) : (
        <div class="table-placeholder" />
      )}
      {welcome && dialog.value === null && <Welcome />}
      {cover !== null && dialog.value === null && <Cover seat={cover} />}
      {v?.over && !endDismissed.value && dialog.value === null && <EndScreen view={v} />}
      {dialog.value === 'new' && <NewGame />}
      {dialog.value === 'help' && <Help />}
    </div>
  );
}
