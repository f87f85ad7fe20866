// A screen loaded on first use, so the offline table's first paint does not wait for the
// lobby, the replay viewer or the tutorial (their code is a separate chunk).

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

type Loader<P> = () => Promise<ComponentType<P>>;

export function lazyScreen<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyScreen(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState<string | null>(null);
    useEffect(() => {
      if (loaded) return;
      load().then(
        (c) => {
          loaded = c;
          setComponent(() => c);
        },
        (e: Error) => setFailed(e.message),
      );
    }, []);
    if (failed) return <p class="screen-error">{t('table.screenError')(failed)}</p>;
    const C = component;
    return C ? <C {...props} /> : <div class="screen-loading" aria-busy="true" />;
  };
}
