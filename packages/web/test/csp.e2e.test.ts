// The app under its Content-Security-Policy (@kaschlan/protocol/security): the web app's
// static server (serve.mjs) sends exactly the policy the game server sends, so every browser
// test runs the app under it; and a violation is caught (support/browser.ts fails the test
// it happens in), which this file checks by provoking one on purpose.

import { contentSecurityPolicy, cspDirectives } from '@kaschlan/protocol/security';
import { describe, expect, it } from 'vitest';
import { newPage, serveBuild, servedApp, skipBrowser, takeCspViolations } from './support/browser';
import { onlineServer } from './support/server';

describe('the Content-Security-Policy', () => {
  it('is the same from the static test server and the game server', async () => {
    const statics = await serveBuild();
    const game = await onlineServer();
    try {
      const a = await fetch(statics.url);
      const b = await fetch(`${game.url}/`);
      await a.arrayBuffer();
      await b.arrayBuffer();
      const policy = cspDirectives(contentSecurityPolicy());
      expect(cspDirectives(a.headers.get('content-security-policy'))).toEqual(policy);
      expect(cspDirectives(b.headers.get('content-security-policy'))).toEqual(policy);
      expect(policy['script-src']).toEqual(["'self'"]);
    } finally {
      await statics.close();
      await game.close();
    }
  });
});

describe.skipIf(skipBrowser)('a violation in the browser', () => {
  const app = servedApp();

  it('is refused and reported, so the test it happens in fails', async () => {
    const { page } = await newPage(app.browser, { width: 800, height: 600 });
    await page.goto(app.url);
    await page.waitForSelector('#app > *');
    // An inline script, as an injection would add one: the policy refuses to run it.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The report arrives from the page on its own time: wait for it, then take it, so
    // this test (which provoked it) is not failed for it.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations());
        return seen.some((v) => /script-src/.test(v));
      })
      .toBe(true);
    await page.context().close();
    takeCspViolations();
  });
});
