// Choosing a deal kept on this device to review (the review's address carries no record):
// those with at least one move, newest first.

import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { KeptEntry, KeptList } from '../replays/KeptList';
import { listReplays, loadRecord, type SavedReplay } from '../replays/saved';
import { seatNames, shownNames } from '../replays/timeline';
import { reviewKept } from './open';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

export function Pick() {
  const list = listReplays(storage).filter((r) => r.moves > 0);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (r: SavedReplay) => {
    const record = loadRecord(storage, r.id);
    if (record === null) {
      setProblem(t('review.pick.missing'));
      return;
    }
    await reviewKept(record, r);
  };
  return (
    <main class="learn replays" data-screen="review">
      <h1>{t('review.pick.title')}</h1>
      <p class="hint">{t('review.pick.intro')}</p>
      {problem && (
        <p class="replays-status error" role="alert">
          {problem}
        </p>
      )}
      <KeptList
        list={list}
        label={t('review.pick.list')}
        empty={t('review.pick.empty')}
        play={t('review.pick.play')}
      >
        {(r) => (
          <KeptEntry
            key={r.id}
            replay={r}
            players={shownNames(seatNames(r.players, r.names)).join(', ')}
            meta={
              <>
                {r.preset} · {t('review.pick.moves')(r.moves)}
              </>
            }
          >
            <button
              type="button"
              class="btn small primary"
              data-action="review"
              onClick={() => void open(r)}
            >
              {t('review.pick.review')}
            </button>
          </KeptEntry>
        )}
      </KeptList>
    </main>
  );
}
