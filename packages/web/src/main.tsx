// Entry: deal at once with the remembered settings, then draw the page, so the table is
// there on the first paint; "New game" changes them.

import { render } from 'preact';
import { initLang } from './i18n';
import { registerServiceWorker } from './pwa/register';
import { App } from './shell/App';
import { route } from './state/route';
import { settings } from './state/settings';
import { startMatch } from './state/store';
import './styles/base.css';
import './styles/table.css';
import './styles/seats.css';
import './styles/log.css';
import './styles/cards.css';
import './styles/dialogs.css';
import './styles/end.css';

// ?seed=N deals the first deal from a fixed shuffle (to share a deal, or to test one).
const seed = Number(new URLSearchParams(location.search).get('seed') ?? Number.NaN);
if (route.value.screen === 'play')
  startMatch(settings.value, Number.isInteger(seed) && seed >= 0 ? seed : undefined);
// The page's language first (English at once; another catalog is one small download).
void initLang().finally(() => render(<App />, document.getElementById('app')!));
registerServiceWorker(); // offline play: pwa/sw.ts, in production builds only
