// Managing how you sign in, in the browser (issue 24), against the real server with
// Chromium's virtual authenticator: an account with a passkey and a password lists its
// passkey; once its sign-in is over 10 minutes old, changing the password asks to confirm
// it is you (here with the passkey) and then changes it; removing the passkey asks again (a
// wrong password refused, the right one accepted); the last way in has no remove button;
// "sign out everywhere else" ends another browser's session. The screen is axe-clean with
// the confirmation open, fits a phone, and says nothing in English in the other languages.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountDe } from '../src/i18n/areas/account.de';
import { accountEn } from '../src/i18n/areas/account.en';
import { accountPl } from '../src/i18n/areas/account.pl';
import { accountSv } from '../src/i18n/areas/account.sv';
import { axeProblems, englishShown, pageText, untranslated } from './support/a11y';
import { newPage, servedApp, skipBrowser } from './support/browser';
import { type OnlineServer, onlineServer } from './support/server';

describe.skipIf(skipBrowser)('managing how you sign in', () => {
  let server: OnlineServer | undefined;
  const app = servedApp(async () => {
    server = await onlineServer();
    return server;
  });
  const origin = () => app.url.replace('127.0.0.1', 'localhost');

  async function open(authenticator: boolean, lang?: string) {
    const { page, errors } = await newPage(app.browser, { width: 1100, height: 1400 });
    if (lang) await page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
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

  async function rename(page: Page, name: string) {
    await page.fill('[data-field="account-name"]', name);
    await page.click('[data-action="rename"]');
    await said(page, 'account-name-said', 'Your name is changed.');
  }

  /** The player's last sign-in was 11 minutes ago (a browser left signed in). */
  async function signedInLongAgo(name: string) {
    const db = server!.store.db;
    const player = await db
      .selectFrom('players')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sessions')
      .set({ authenticated_at: Date.now() - 11 * 60_000 })
      .where('player_id', '=', player.id)
      .execute();
  }

  /** Errors but the refusals the test provokes (each 401 and 403 it is answered). */
  const unexpected = (errors: string[]) =>
    errors.filter((e) => !/Failed to load resource.*40[13]/.test(e));

  it('changes the password and removes a passkey after confirming it is you; signs out everywhere else', async () => {
    const { page, errors } = await open(true);
    await rename(page, 'Manage Mia');
    await page.click('[data-action="add-passkey"]');
    await page.waitForSelector('[data-account-state="account"]:has-text("1 passkey")');
    // Just signed in by the new passkey: a password may follow without a confirmation.
    await page.fill('[data-field="new-password"]', 'first horse battery');
    await page.click('[data-action="set-password"]');
    await said(page, 'account-password-said', 'Your password is set.');
    await page.waitForSelector('[data-passkey]:has-text("Passkey 1, added")');
    expect(await page.isVisible('[data-action="remove-password"]')).toBe(true);

    // A second browser signs in with the password.
    const other = await open(false);
    await other.page.fill('[data-field="sign-in-name"]', 'Manage Mia');
    await other.page.fill('[data-field="sign-in-password"]', 'first horse battery');
    await other.page.click('[data-action="sign-in"]');
    await other.page.waitForSelector('[data-account-state="account"]');

    // Eleven minutes on: changing the password asks first; the passkey confirms.
    await signedInLongAgo('Manage Mia');
    await page.fill('[data-field="change-password"]', 'second horse battery');
    await page.click('[data-action="change-password"]');
    await said(page, 'account-change-said', 'Confirm it is you first');
    await page.waitForSelector('[data-reauth] [data-action="reauth-passkey"]');
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/account-manage-reauth.png', fullPage: true });
    await page.click('[data-reauth] [data-action="reauth-passkey"]');
    await said(page, 'account-change-said', 'Your password is changed');
    expect(await page.isVisible('[data-reauth]')).toBe(false);

    // The password change signed the other browser out.
    await other.page.reload();
    await other.page.waitForSelector('[data-account-state="guest"]');

    // Later again: removing the passkey asks; a wrong password is refused, the new one not.
    await signedInLongAgo('Manage Mia');
    await page.click('[data-action="remove-passkey"]');
    await said(page, 'account-ways-said', 'Confirm it is you first');
    await page.fill('[data-reauth] [data-field="reauth-password"]', 'first horse battery');
    await page.click('[data-reauth] [data-action="reauth"]');
    await said(page, 'account-ways-reauth-said', 'That did not sign you in');
    await page.fill('[data-reauth] [data-field="reauth-password"]', 'second horse battery');
    await page.click('[data-reauth] [data-action="reauth"]');
    await said(page, 'account-ways-said', 'The passkey is removed.');
    // The password is the last way in now: nothing offers to remove it.
    await page.waitForSelector('[data-ways="1"]:has-text("only way to sign in")');
    expect(await page.isVisible('[data-action="remove-password"]')).toBe(false);
    expect(await page.isVisible('[data-action="remove-passkey"]')).toBe(false);

    // Sign out everywhere else: the other browser, signed in again, is a guest after.
    await other.page.fill('[data-field="sign-in-name"]', 'Manage Mia');
    await other.page.fill('[data-field="sign-in-password"]', 'second horse battery');
    await other.page.click('[data-action="sign-in"]');
    await other.page.waitForSelector('[data-account-state="account"]');
    await page.click('[data-action="sign-out-others"]');
    await said(page, 'account-elsewhere-said', 'Signed out of 1 other session.');
    await page.screenshot({ path: '/tmp/account-manage-after.png', fullPage: true });
    await other.page.reload();
    await other.page.waitForSelector('[data-account-state="guest"]');
    await page.reload();
    await page.waitForSelector('[data-account-state="account"]');
    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(other.errors)).toEqual([]);
  });

  it("an account's panels fit a phone (390×844), the confirmation open, axe-clean", async () => {
    const { page } = await newPage(app.browser, { width: 390, height: 844, touch: true });
    await page.goto(`${origin()}/account`);
    await page.waitForSelector('[data-field="account-name"]');
    const name = `Phone ${Math.random().toString(36).slice(2, 6)}`;
    await rename(page, name);
    await page.fill('[data-field="new-password"]', 'correct horse battery');
    await page.click('[data-action="set-password"]');
    await page.waitForSelector('[data-account-state="account"]');
    await signedInLongAgo(name);
    await page.fill('[data-field="change-password"]', 'another horse battery');
    await page.click('[data-action="change-password"]');
    await page.waitForSelector('[data-reauth] [data-field="reauth-password"]');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    expect(await axeProblems(page)).toEqual([]);
  });

  for (const [lang, catalog] of [
    ['de', accountDe],
    ['sv', accountSv],
    ['pl', accountPl],
  ] as const)
    it(`${lang}: the account's panels and the confirmation say nothing in English`, async () => {
      const { page } = await open(false, lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const name = `Lang ${lang} ${Math.random().toString(36).slice(2, 6)}`;
      await page.fill('[data-field="account-name"]', name);
      await page.click('[data-action="rename"]');
      await page.waitForSelector('#account-name-said:not(:empty)');
      await page.fill('[data-field="new-password"]', 'correct horse battery');
      await page.click('[data-action="set-password"]');
      await page.waitForSelector('[data-account-state="account"]');
      await signedInLongAgo(name);
      await page.fill('[data-field="change-password"]', 'another horse battery');
      await page.click('[data-action="change-password"]');
      await page.waitForSelector('[data-reauth]');
      await page.click('[data-action="sign-out-others"]');
      await page.waitForSelector('#account-elsewhere-said:not(:empty)');
      const english = untranslated(accountEn, catalog, 1);
      expect(englishShown(await pageText(page), english, 'account')).toEqual([]);
      expect(await axeProblems(page)).toEqual([]);
    });
});
