// Accounts in the browser (issue 13), against the real server: Chromium's virtual
// authenticator (CDP WebAuthn: a platform authenticator with resident keys and user
// verification) creates a passkey for a guest, who signs out and signs in with it; the
// browser's own assertion, posted again, is refused (its challenge was used once). A
// password secures another name and signs it in; a wrong one is refused; the account is
// deleted after a confirmation. WebAuthn needs a domain: the pages are at localhost, not
// 127.0.0.1. The screen is axe-clean, under the strict CSP.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountDe } from '../src/i18n/areas/account.de';
import { accountEn } from '../src/i18n/areas/account.en';
import { accountPl } from '../src/i18n/areas/account.pl';
import { accountSv } from '../src/i18n/areas/account.sv';
import { axeProblems, englishShown, pageText, untranslated } from './support/a11y';
import { newPage, servedApp, skipBrowser } from './support/browser';
import { onlineServer } from './support/server';

describe.skipIf(skipBrowser)('accounts', () => {
  const app = servedApp(() => onlineServer());
  const origin = () => app.url.replace('127.0.0.1', 'localhost');

  /** A fresh browser (no cookie) on the account screen; `authenticator`: a passkey device. */
  async function open(authenticator: boolean) {
    const { page, errors } = await newPage(app.browser, { width: 1100, height: 900 });
    if (authenticator) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
    }
    await page.goto(`${origin()}/account`);
    await page.waitForSelector('[data-field="account-name"]');
    return { page, errors };
  }

  const said = (page: Page, id: string, text: string) =>
    page.waitForSelector(`#${id}:has-text("${text}")`);
  const notice = (page: Page, text: string) =>
    page.waitForSelector(`[data-notice]:has-text("${text}")`);

  async function rename(page: Page, name: string) {
    await page.fill('[data-field="account-name"]', name);
    await page.click('[data-action="rename"]');
    await said(page, 'account-name-said', 'Your name is changed.');
  }

  /** Errors but the refusals the test provokes (the browser logs each 401 it is answered). */
  const unexpected = (errors: string[]) =>
    errors.filter((e) => !/Failed to load resource.*40[13]/.test(e));

  it('a guest creates a passkey, signs out, signs in with it; a replayed assertion is refused', async () => {
    const { page, errors } = await open(true);
    await page.waitForSelector('[data-account-state="guest"]');
    await rename(page, 'Passkey Pia');

    await page.click('[data-action="add-passkey"]');
    await page.waitForSelector('[data-account-state="account"]:has-text("1 passkey")');
    expect(await axeProblems(page)).toEqual([]);
    // The menu names who you are, and leads here.
    await page.click('[data-action="menu"]');
    expect(await page.textContent('.menu-list a[href="/account"]')).toBe('Account: Passkey Pia');
    await page.click('[data-action="menu"]');

    await page.click('[data-action="sign-out"]');
    await notice(page, 'Signed out');
    await page.waitForSelector('[data-account-state="guest"]');
    expect(await page.inputValue('[data-field="account-name"]')).not.toBe('Passkey Pia');

    // Sign in with the passkey; keep the browser's assertion to post it again.
    const verify = page.waitForRequest((r) => r.url().endsWith('/api/passkeys/login/verify'));
    await page.click('[data-action="passkey-sign-in"]');
    const assertion = (await verify).postData()!;
    await notice(page, 'Signed in as Passkey Pia');
    await page.waitForSelector('[data-account-state="account"]');
    expect(await page.inputValue('[data-field="account-name"]')).toBe('Passkey Pia');

    // The same assertion again, with a fresh challenge waiting for this session: refused.
    const replayed = await page.evaluate(async (body) => {
      const post = (path: string, b?: string) =>
        fetch(path, {
          method: 'POST',
          headers: b ? { 'content-type': 'application/json' } : {},
          ...(b ? { body: b } : {}),
        });
      await post('/api/passkeys/login/options');
      const res = await post('/api/passkeys/login/verify', body);
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    }, assertion);
    expect(replayed).toEqual({ status: 401, code: 'BAD_CREDENTIALS' });
    // Still signed in as herself (the refusal changed nothing).
    await page.reload();
    await page.waitForSelector('[data-account-state="account"]');
    expect(await page.inputValue('[data-field="account-name"]')).toBe('Passkey Pia');
    expect(unexpected(errors)).toEqual([]);
  });

  it('a password secures a name and signs it in; a wrong one is refused; deleting asks first', async () => {
    const { page, errors } = await open(false);
    await rename(page, 'Word Walter');
    await page.fill('[data-field="new-password"]', 'correct horse battery');
    await page.click('[data-action="set-password"]');
    await said(page, 'account-password-said', 'Your password is set.');
    await page.waitForSelector('[data-account-state="account"]');

    await page.click('[data-action="sign-out"]');
    await notice(page, 'Signed out');
    await page.waitForSelector('[data-account-state="guest"]');

    await page.fill('[data-field="sign-in-name"]', 'Word Walter');
    await page.fill('[data-field="sign-in-password"]', 'wrong horse battery');
    await page.click('[data-action="sign-in"]');
    await said(page, 'account-sign-in-said', 'That did not sign you in');
    await page.waitForSelector('[data-account-state="guest"]');

    await page.fill('[data-field="sign-in-password"]', 'correct horse battery');
    await page.click('[data-action="sign-in"]');
    await notice(page, 'Signed in as Word Walter');
    await page.waitForSelector('[data-account-state="account"]');

    // Deleting asks first; "Keep it" keeps it.
    await page.click('[data-action="delete-account"]');
    await page.click('[data-action="keep-account"]');
    await page.waitForSelector('[data-account-state="account"]');
    await page.click('[data-action="delete-account"]');
    expect(await axeProblems(page)).toEqual([]);
    await page.click('[data-action="confirm-delete"]');
    await notice(page, 'Your account is deleted.');
    await page.waitForSelector('[data-account-state="guest"]');

    // The name and password are gone with it.
    await page.fill('[data-field="sign-in-name"]', 'Word Walter');
    await page.fill('[data-field="sign-in-password"]', 'correct horse battery');
    await page.click('[data-action="sign-in"]');
    await said(page, 'account-sign-in-said', 'That did not sign you in');
    expect(unexpected(errors)).toEqual([]);
  });

  for (const [lang, catalog] of [
    ['de', accountDe],
    ['sv', accountSv],
    ['pl', accountPl],
  ] as const)
    it(`${lang}: the screen says nothing in English, its delete question too`, async () => {
      const { page } = await newPage(app.browser, { width: 1100, height: 900 });
      await page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
      await page.goto(`${origin()}/account`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.waitForSelector('[data-field="account-name"]');
      await page.click('[data-action="delete-account"]');
      const english = untranslated(accountEn, catalog, 'Ann');
      expect(englishShown(await pageText(page), english, 'account')).toEqual([]);
      expect(await axeProblems(page)).toEqual([]);
    });

  it('fits a phone (390×844) and is axe-clean there', async () => {
    const { page } = await newPage(app.browser, { width: 390, height: 844, touch: true });
    await page.goto(`${origin()}/account`);
    await page.waitForSelector('[data-field="account-name"]');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    expect(await axeProblems(page)).toEqual([]);
  });
});
