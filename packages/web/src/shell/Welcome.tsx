// The first visit: what Kaschlan is in two lines, the language and the cards at the top, and
// five ways in (play now, play people now, the tutorial, the puzzles, the rules). Shown once (state/welcome.ts); the first
// deal is dealt when it closes.

import { useEffect } from 'preact/hooks';
import { t } from '../i18n';
import { navigate } from '../state/route';
import { rememberWelcome, welcoming } from '../state/welcome';
import { LookPick } from '../widgets/LookPick';
import { Modal } from '../widgets/Modal';

/** Close the welcome, and go to `path` if one is given (else to the table under it). */
function leave(path: string | null): void {
  welcoming.value = false;
  if (path) navigate(path);
}

export function Welcome() {
  useEffect(() => rememberWelcome(typeof localStorage === 'undefined' ? null : localStorage), []);
  return (
    <Modal title={t('table.welcome.title')} class="welcome" onClose={() => leave(null)}>
      <section class="welcome-look" aria-label={t('table.welcome.look')}>
        <LookPick name="welcome-face" mark="data-field" />
      </section>
      <p class="welcome-what" data-welcome>
        {t('table.welcome.line1')}
      </p>
      <p class="welcome-what">{t('table.welcome.line2')}</p>
      <div class="form-buttons">
        <button
          type="button"
          class="btn"
          data-action="welcome-rules"
          onClick={() => leave('/rules')}
        >
          {t('menu.rules')}
        </button>
        <button
          type="button"
          class="btn"
          data-action="welcome-tutorial"
          onClick={() => leave('/tutorial')}
        >
          {t('menu.tutorial')}
        </button>
        <button
          type="button"
          class="btn"
          data-action="welcome-puzzles"
          onClick={() => leave('/puzzles')}
        >
          {t('puzzles.menu')}
        </button>
        <button
          type="button"
          class="btn"
          data-action="welcome-quick"
          onClick={() => leave('/play-now')}
        >
          {t('quick.welcome')}
        </button>
        <button
          type="button"
          class="btn primary"
          data-action="welcome-play"
          data-autofocus
          onClick={() => leave(null)}
        >
          {t('table.welcome.play')}
        </button>
      </div>
    </Modal>
  );
}
