// Loading what a screen shows from its address (the replay viewer's record, the review's):
// the #fragment, followed as it changes; the answer of the latest load; and what stands in
// its place meanwhile or instead (loading, or why not, with a way back).

import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { navigate, route } from '../state/route';
import { RuleText } from './rule-link';

export type Pending =
  | { readonly phase: 'loading' }
  | { readonly phase: 'error'; readonly message: string };

/** The address's #fragment: read again when it changes and when the route does. */
export function useHash(): string {
  const r = route.value;
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const onHash = () => setHash(location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => setHash(location.hash), [r]);
  return hash;
}

/** `load`'s answer, loaded again when `deps` change; an answer overtaken by a newer load is dropped. */
export function useLoaded<T>(
  load: () => Promise<T | Pending>,
  deps: readonly unknown[],
): T | Pending {
  const [loaded, setLoaded] = useState<T | Pending>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ phase: 'loading' });
    load().then(
      (l) => live && setLoaded(l),
      (e: Error) => live && setLoaded({ phase: 'error', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, deps);
  return loaded;
}

/**
 * Per screen (by its data-screen): what it says while loading, the error's data attribute (for
 * the tests), and the way back: its words, then where it leads.
 */
const SCREENS = {
  view: ['learn.replay.loading', 'data-replay-error', 'learn.replay.toList', '/replays'],
  review: ['review.loading', 'data-review-error', 'review.chooseAnother', '/review'],
} as const;

/** The screen while its content loads, or why it cannot be shown and the way back. */
export function LoadMessage(props: { pending: Pending; screen: keyof typeof SCREENS }) {
  const { pending } = props;
  const [loading, mark, back, to] = SCREENS[props.screen];
  return (
    <main class="learn replay-message" data-screen={props.screen}>
      {pending.phase === 'loading' ? (
        <p aria-busy="true">{t(loading)}</p>
      ) : (
        <div class="replays-status error" role="alert" {...{ [mark]: true }}>
          <p>
            <RuleText text={pending.message} />
          </p>
          <button type="button" class="btn" onClick={() => navigate(to)}>
            {t(back)}
          </button>
        </div>
      )}
    </main>
  );
}
