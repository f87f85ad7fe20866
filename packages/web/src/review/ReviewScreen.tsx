// The post-game review (/review#r=...&s=SEAT, review/link.ts): the deal in the address is
// loaded (load.ts) and reviewed (Review.tsx); without a record in the address, the deals kept
// on this device are listed to choose from (Pick.tsx).

import { t } from '../i18n';
import { LearnHeader } from '../learn/LearnHeader';
import { LoadMessage, useHash, useLoaded } from '../learn/loading';
import { type Loaded, load } from './load';
import { Pick } from './Pick';
import { Review } from './Review';
import '../styles/review.css';

export function ReviewScreen(_props: Record<string, unknown>) {
  const hash = useHash();
  const loaded = useLoaded<Loaded>(() => load(hash), [hash]);
  return (
    <>
      <LearnHeader title={t('review.title')} />
      {loaded.phase === 'ready' ? (
        <Review key={hash} {...loaded} />
      ) : loaded.phase === 'pick' ? (
        <Pick />
      ) : (
        <LoadMessage pending={loaded} screen="review" />
      )}
    </>
  );
}
