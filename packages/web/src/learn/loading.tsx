// Loading what a screen shows from its address (the replay viewer's record, the review's):
// the #fragment, followed as it changes; the answer of the latest load; and what stands in
// its place meanwhile or instead (loading, or why not, with a way back).

import { useEffect, useState } from 'preact/hooks';
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

/** The screen while its content loads, or why it cannot be shown and the way `back`. */
export function LoadMessage(props: {
  pending: Pending;
  /** The screen's data-screen. */
  screen: string;
  loading: string;
  /** The error's data attribute, for the tests. */
  mark: `data-${string}`;
  back: string;
  to: string;
}) {
  const { pending } = props;
  return (
    <main class="learn replay-message" data-screen={props.screen}>
      {pending.phase === 'loading' ? (
        <p aria-busy="true">{props.loading}</p>
      ) : (
        <div class="replays-status error" role="alert" {...{ [props.mark]: true }}>
          <p>
            <RuleText text={pending.message} />
          </p>
          <button type="button" class="btn" onClick={() => navigate(props.to)}>
            {props.back}
          </button>
        </div>
      )}
    </main>
  );
}
