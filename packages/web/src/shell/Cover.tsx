// Hot seat: between two people the table is covered, and only the person named uncovers it.
// While it is up, the table underneath is drawn for a spectator, so no hand is in the page.

import { t } from '../i18n';
import { nameOf, uncover } from '../state/store';

export function Cover(props: { seat: number }) {
  const name = nameOf(props.seat);
  return (
    <div class="cover" role="dialog" aria-modal="true" aria-label={t('table.cover.label')(name)}>
      <div class="cover-card">
        <svg viewBox="0 0 60 84" aria-hidden="true" class="cover-back">
          <rect
            x="2"
            y="2"
            width="56"
            height="80"
            rx="5"
            fill="url(#k-lattice)"
            stroke="var(--back-line)"
          />
        </svg>
        <p class="cover-pass">{t('table.cover.pass')}</p>
        <h2 class="cover-name">{name}</h2>
        <p>{t('table.cover.lookAway')}</p>
        <button
          type="button"
          class="btn primary big"
          data-action="uncover"
          onClick={uncover}
          data-autofocus
          ref={(el) => el?.focus()}
        >
          {t('table.cover.show')(name)}
        </button>
      </div>
    </div>
  );
}
