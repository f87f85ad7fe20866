// Entry: deal at once with the remembered settings, then draw the page, so the table is
// there on the first paint; "New game" changes them. A newcomer's first deal waits for the
// welcome (shell/Welcome.tsx).

// First: nothing may probe eval under the page's policy (protocol/src/strict-csp.ts).
import '@kaschlan/protocol/strict-csp';
import { render } from 'preact';
import { initLang } from './i18n';
import { registerServiceWorker } from './pwa/register';
import { App } from './shell/App';
import { route, seedInAddress } from './state/route';
import { settings } from './state/settings';
import { startMatch } from './state/store';
import { welcoming } from './state/welcome';
import './styles/base.css';
import './styles/table.css';
import './styles/seats.css';
import './styles/log.css';
import './styles/cards.css';
import './styles/dialogs.css';
import './styles/end.css';

if (route.value.screen === 'play' && !welcoming.value)
  startMatch(settings.value, seedInAddress(location.search));
// The page's language first (English at once; another catalog is one small download).
void initLang().finally(() => render(<App />, document.getElementById('app')!));
// Offline play: pwa/sw.ts, in production builds only; the puzzles hold it (pwa/register.ts).
registerServiceWorker({ hold: route.value.screen === 'puzzles' });
