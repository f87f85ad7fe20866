// Registers the service worker (/sw.js, built from sw.ts) in production builds on secure
// contexts (https, or localhost), after the page has loaded so it does not compete with the
// first paint; and when a newer build's worker is waiting, offers a reload that switches.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watch, (error: Error) => {
      // The app works without it, only not offline.
      console.warn(`no offline play: the service worker did not register (${error.message})`);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
