// An answer of the server as a screen's state: loading, there, or refused (with its words).

import { useEffect, useState } from 'preact/hooks';
import type { Answer, Refusal } from '../online/api';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ok'; readonly value: T }
  | { readonly state: 'error'; readonly refusal: Refusal };

/** `load()`'s answer, asked again whenever `key` changes (a newer answer wins). */
export function useLoaded<T>(load: () => Promise<Answer<T>>, key: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  // Asked again when `key` changes: it says what `load` asks for.
  useEffect(() => {
    let alive = true;
    setLoaded({ state: 'loading' });
    void load().then((answer) => {
      if (!alive) return;
      setLoaded(
        answer.ok ? { state: 'ok', value: answer.value } : { state: 'error', refusal: answer },
      );
    });
    return () => {
      alive = false;
    };
  }, [key]);
  return loaded;
}
