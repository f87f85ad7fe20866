// Registers the service worker (/sw.js, built from sw.ts) in production builds on secure
// contexts (https, or localhost), after the page has loaded so it does not compete with the
// first paint; and when a newer build's worker is waiting, offers a reload that switches.
// A screen whose first content comes only after the load (the puzzles: a chunk, then the
// first puzzle from the server) holds it until that is on screen: the worker's first install
// fetches the whole build (3 MB, the 1.5 MB puzzle set included) and would compete with it
// for the network and the CPU (docs/BENCHMARKS.md, "The first puzzle on screen").

/** The longest a screen holds the registration (its content never comes: it says so). */
export const HOLD_MS = 10_000;

let shown: () => void = () => {};
const contentShown = new Promise<void>((done) => {
  shown = done;
});

/** The holding screen's first content is on screen (or it said why not): register now. */
export function firstContentShown(): void {
  shown();
}

/** `hold`: wait for firstContentShown (at most HOLD_MS) as well as for the page's load. */
export function registerServiceWorker(options: { readonly hold?: boolean } = {}): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watch, (error: Error) => {
      // The app works without it, only not offline.
      console.warn(`no offline play: the service worker did not register (${error.message})`);
    });
  };
  const held = options.hold
    ? Promise.race([contentShown, new Promise((done) => setTimeout(done, HOLD_MS))])
    : Promise.resolve();
  const loaded = () => void held.then(register);
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

/** Offer the reload when a new worker is installed while an older one runs this page. */
function watch(registration: ServiceWorkerRegistration): void {
  const offer = (next: ServiceWorker | null) => {
    if (next && navigator.serviceWorker.controller) showUpdate(next);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed') offer(next);
    });
  });
}

/** A small button at the bottom: the new worker takes over, then the page reloads. */
function showUpdate(next: ServiceWorker): void {
  if (document.querySelector('[data-sw-update]')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset['swUpdate'] = '';
  button.textContent = 'A new version is ready: reload';
  Object.assign(button.style, {
    position: 'fixed',
    left: '50%',
    bottom: 'max(12px, env(safe-area-inset-bottom))',
    transform: 'translateX(-50%)',
    zIndex: '1000',
    padding: '8px 14px',
    border: '0',
    borderRadius: '999px',
    background: 'var(--panel)',
    color: 'var(--panel-ink)',
    boxShadow: 'var(--shadow)',
    font: 'inherit',
    cursor: 'pointer',
  });
  button.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    next.postMessage({ type: 'skip-waiting' });
  });
  document.body.append(button);
}
