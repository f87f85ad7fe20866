// Driving the built app in Chromium (Debian's, at /usr/bin/chromium, through playwright-core):
// launch, serve the build on a free port, open the table with given settings, and collect
// every console error and page error. Every page runs under the Content-Security-Policy the
// server sends (serve.mjs and the game server share it): a violation fails the test.

import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { startServer } from '../../serve.mjs';
import type { Settings } from '../../src/state/settings';
import { CHROMIUM, CHROMIUM_ARGS, RETURNING_SETTINGS } from './chromium.mjs';

export { CHROMIUM };

/**
 * The most one page step may wait (a selector, a click, a navigation) before it fails and
 * says which step: a guard against a page that never gets there, far above what a loaded
 * machine needs, and well under the test's own timeout.
 */
export const STEP_TIMEOUT_MS = 30_000;
/** The same guard for a hint (the bots' chunk loaded in the worker, then a search). */
export const HINT_MS = 60_000;
/** The same guard for a review: every decision of a deal searched in the worker. */
export const REVIEW_MS = 120_000;

/** KASCHLAN_SKIP_BROWSER=1 skips the browser tests (a machine without Chromium). */
export const skipBrowser = process.env['KASCHLAN_SKIP_BROWSER'] === '1';

/**
 * Content-Security-Policy violations reported by the pages of every browser launched here,
 * not yet checked. The app must work under the policy production sends: after each test, any
 * violation fails it (a refused script or style is a broken screen, whether or not the test
 * looked at it).
 */
const violations: string[] = [];

afterEach(() => {
  const seen = takeCspViolations();
  if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
});

/** The violations reported since the last look (a test that provokes one on purpose). */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

/**
 * Report `context`'s CSP violations: the browser's console line and the DOM event of each
 * page, and the event of each worker (Chromium tells a worker's violations to the worker
 * only). A worker's listener is added once it has started: a violation at its very start is
 * not seen here, but a worker refused anything it needs to start breaks the bots, which the
 * tests see; what it does later (the hints' and reviews' chunk) is seen.
 */
async function watchPolicy(context: BrowserContext): Promise<void> {
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  context.on('page', (page) =>
    page.on('worker', (worker) => {
      worker
        .evaluate(() =>
          self.addEventListener('securitypolicyviolation', (e) =>
            console.error(
              `Content Security Policy violation in a worker: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
            ),
          ),
        )
        // A worker already gone has nothing more to report.
        .catch(() => undefined);
    }),
  );
  await context.exposeBinding('__kaschlanCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __kaschlanCspViolation: (l: string) => void })
      .__kaschlanCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: the web app's browser tests need it. ` +
        'Install it with `apt-get update && apt-get install -y chromium` ' +
        '(or set KASCHLAN_SKIP_BROWSER=1 to skip these tests).',
    );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  // Every context a test opens reports its violations (browser.newPage opens one this way too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchPolicy(context);
    return context;
  };
  return browser;
}

/** Serve the build on a free localhost port. */
export async function serveBuild(): Promise<{ url: string; close: () => Promise<void> }> {
  const { server, url } = await startServer({ root: inject('webDist'), port: 0 });
  return { url, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * Chromium and the served build (or the server `serve` starts) for the tests of one describe
 * block: started before them, closed after them.
 */
export function servedApp(
  serve: () => Promise<{ url: string; close: () => Promise<void> }> = serveBuild,
): { readonly browser: Browser; readonly url: string } {
  let browser: Browser | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    browser = await launch();
    server = await serve();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
    get url() {
      if (!server) throw new Error('the build is not served yet');
      return server.url;
    },
  };
}

/** Settings for a test table: fast bots, everything else as given. */
export function testSettings(patch: Partial<Settings>): Settings {
  return { ...RETURNING_SETTINGS, ...patch };
}

export interface Opened {
  readonly page: Page;
  /** Console errors and uncaught page errors, as they happen. */
  readonly errors: string[];
}

/** The window a page opens in: its size, touch or not, animations on or off (off unless asked). */
export interface Screen {
  readonly width: number;
  readonly height: number;
  readonly touch?: boolean;
  readonly motion?: boolean;
}

/** A page in a fresh context (an empty cache and storage) on `screen`, collecting its errors. */
export async function newPage(browser: Browser, screen: Screen): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch ?? false,
    // Animations off unless asked for: they never block input, but screenshots want stillness.
    reducedMotion: screen.motion ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  // A step that cannot happen should fail and say why, not wait out the test.
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * `settings` stored before the page's scripts run, as a returning player has them: once per
 * tab, so a reload finds what the page itself saved since.
 */
export async function seedSettings(page: Page, settings: Settings): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('kaschlan.test.seeded')) return;
    localStorage.setItem('kaschlan.settings.v1', s);
    sessionStorage.setItem('kaschlan.test.seeded', '1');
  }, JSON.stringify(settings));
}

/** Open the app with `settings` stored, as a returning player would, and wait for the table. */
export async function openTable(
  browser: Browser,
  url: string,
  settings: Settings,
  options: Screen & { query?: string },
): Promise<Opened> {
  const opened = await newPage(browser, options);
  await seedSettings(opened.page, settings);
  await opened.page.goto(`${url}${options.query ?? ''}`);
  await opened.page.waitForSelector('.table');
  return opened;
}
