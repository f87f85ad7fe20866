// The account screen (/account, issue 13): your name (change it); securing it with a passkey
// or a password (a guest becomes an account, with the same games); signing in with either;
// signing out; deleting the account (after a confirmation). An account also lists and
// removes its passkeys, changes its password and signs out everywhere else (Manage.tsx,
// issue 24). Each form tells its outcome in a live region next to it, worded by the answer's
// code; a change of how you sign in may first ask you to prove it is you (Reauth.tsx).

import type { Me } from '@kaschlan/protocol';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import type { Refusal } from '../online/api';
import { NAME_MAX } from '../online/limits';
import { OnlineTop } from '../online/OnlineTop';
import { problemText } from '../online/words';
import {
  addPasskey,
  deleteAccount,
  passkeySignIn,
  rename,
  setPassword,
  signIn,
  signOut,
} from './api';
import { ElsewherePanel, WaysInPanel } from './Manage';
import { ensureMe, me } from './me';
import { Field, Outcome, PASSWORD_MIN, Panel, useAction } from './parts';
import { Reauth } from './Reauth';
import '../styles/online.css';
import '../styles/account.css';

function NamePanel(props: { me: Me }) {
  const [name, setName] = useState(props.me.name);
  const action = useAction();
  return (
    <Panel id="account-name" title={t('account.name.title')}>
      <p class="hint">{t('account.name.note')}</p>
      <form
        class="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(
            () => rename(name.trim()),
            () => t('account.name.saved'),
          );
        }}
      >
        <Field
          label={t('account.name.label')}
          field="account-name"
          autocomplete="nickname"
          maxLength={NAME_MAX}
          value={name}
          set={setName}
          describedBy="account-name-said"
        />
        <button type="submit" class="btn primary" data-action="rename" disabled={action.busy}>
          {t('account.name.save')}
        </button>
      </form>
      <Outcome said={action.said} id="account-name-said" />
    </Panel>
  );
}

function SecurePanel(props: { me: Me }) {
  const { me: m } = props;
  const [password, setPasswordText] = useState('');
  const passkey = useAction();
  const pass = useAction();
  return (
    <Panel id="account-secure" title={t('account.secure.title')}>
      <p class="hint" data-account-state={m.account ? 'account' : 'guest'}>
        {m.account ? t('account.secured') : t('account.guest')}
        {m.password && ` ${t('account.has.password')}`}
        {m.passkeys > 0 && ` ${t('account.has.passkeys')(m.passkeys)}`}
      </p>
      <p class="hint">{t('account.secure.passkeyNote')}</p>
      <div class="form-buttons">
        <button
          type="button"
          class="btn primary"
          data-action="add-passkey"
          disabled={passkey.busy}
          onClick={() => void passkey.run(addPasskey, () => t('account.secure.passkeyDone'))}
        >
          {t('account.secure.passkey')}
        </button>
      </div>
      <Outcome said={passkey.said} id="account-passkey-said" />
      <Reauth me={m} action={passkey} id="account-passkey-reauth" />
      {!m.password && (
        <>
          <p class="hint">{t('account.secure.passwordNote')}</p>
          <form
            class="account-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (password.length < PASSWORD_MIN) {
                pass.setSaid({ ok: false, text: t('account.secure.tooShort') });
                return;
              }
              void pass.run(
                () => setPassword(password),
                () => t('account.secure.passwordDone'),
              );
            }}
          >
            {/* The name goes with the password, for the browser's password manager. */}
            <input type="text" hidden autocomplete="username" value={m.name} readOnly />
            <Field
              label={t('account.secure.password')}
              field="new-password"
              type="password"
              autocomplete="new-password"
              maxLength={256}
              minLength={PASSWORD_MIN}
              value={password}
              set={setPasswordText}
              describedBy="account-password-said"
            />
            <button type="submit" class="btn" data-action="set-password" disabled={pass.busy}>
              {t('account.secure.setPassword')}
            </button>
          </form>
        </>
      )}
      {/* After the form is gone (a password set), what it said stays. */}
      <Outcome said={pass.said} id="account-password-said" />
      <Reauth me={m} action={pass} id="account-password-reauth" />
    </Panel>
  );
}

function SignInPanel(props: { onSignedIn: (text: string) => void }) {
  const [name, setName] = useState('');
  const [password, setPasswordText] = useState('');
  const action = useAction();
  const done = (m: Me) => {
    const text = t('account.signIn.done')(m.name);
    props.onSignedIn(text);
    return text;
  };
  return (
    <Panel id="account-sign-in" title={t('account.signIn.title')}>
      <p class="hint">{t('account.signIn.note')}</p>
      <div class="form-buttons">
        <button
          type="button"
          class="btn"
          data-action="passkey-sign-in"
          disabled={action.busy}
          onClick={() => void action.run(passkeySignIn, done)}
        >
          {t('account.signIn.passkey')}
        </button>
      </div>
      <form
        class="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(() => signIn(name.trim(), password), done);
        }}
      >
        <Field
          label={t('account.signIn.name')}
          field="sign-in-name"
          autocomplete="username"
          maxLength={100}
          value={name}
          set={setName}
        />
        <Field
          label={t('account.signIn.password')}
          field="sign-in-password"
          type="password"
          autocomplete="current-password"
          maxLength={256}
          value={password}
          set={setPasswordText}
          describedBy="account-sign-in-said"
        />
        <button type="submit" class="btn" data-action="sign-in" disabled={action.busy}>
          {t('account.signIn.submit')}
        </button>
      </form>
      <Outcome said={action.said} id="account-sign-in-said" />
    </Panel>
  );
}

function LeavePanels(props: { me: Me; onGone: (text: string) => void }) {
  const [asking, setAsking] = useState(false);
  const out = useAction();
  const del = useAction();
  const gone = (text: string) => () => {
    props.onGone(text);
    return text;
  };
  return (
    <>
      {props.me.account && (
        <Panel id="account-sign-out" title={t('account.signOut.title')}>
          <p class="hint">{t('account.signOut.note')}</p>
          <div class="form-buttons">
            <button
              type="button"
              class="btn"
              data-action="sign-out"
              disabled={out.busy}
              onClick={() => void out.run(signOut, gone(t('account.signOut.done')))}
            >
              {t('account.signOut.submit')}
            </button>
          </div>
          <Outcome said={out.said} id="account-sign-out-said" />
        </Panel>
      )}
      <Panel id="account-delete" title={t('account.delete.title')}>
        <p class="hint">{t('account.delete.note')}</p>
        {!asking && (
          <div class="form-buttons">
            <button
              type="button"
              class="btn"
              data-action="delete-account"
              onClick={() => setAsking(true)}
            >
              {t('account.delete.ask')}
            </button>
          </div>
        )}
        {asking && (
          <fieldset class="account-confirm" aria-labelledby="account-delete-sure">
            <p id="account-delete-sure">
              <strong>{t('account.delete.sure')}</strong>
            </p>
            <div class="form-buttons">
              <button
                type="button"
                class="btn danger"
                data-action="confirm-delete"
                disabled={del.busy}
                onClick={() => void del.run(deleteAccount, gone(t('account.delete.done')))}
              >
                {t('account.delete.confirm')}
              </button>
              <button
                type="button"
                class="btn"
                data-action="keep-account"
                onClick={() => setAsking(false)}
              >
                {t('account.delete.keep')}
              </button>
            </div>
          </fieldset>
        )}
        <Outcome said={del.said} id="account-delete-said" />
      </Panel>
    </>
  );
}

export function Account() {
  const [failed, setFailed] = useState<Refusal | null>(null);
  /** What the last sign-in, sign-out or deletion said: the panels are new ones after it. */
  const [notice, setNotice] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const changed = (text: string) => {
    setNotice(text);
    setGeneration((g) => g + 1);
  };
  const load = async () => {
    const found = await ensureMe();
    setFailed(found ? null : { code: 'UNREACHABLE', message: '' });
  };
  useEffect(() => {
    void load();
  }, []);
  const m = me.value;
  return (
    <>
      <OnlineTop title={t('account.title')} />
      <main class="online-page account" data-screen="Account">
        <p class={notice ? 'panel hint' : 'sr-only'} role="status" data-notice>
          {notice ?? ''}
        </p>
        {!m && !failed && <p class="hint">{t('account.loading')}</p>}
        {!m && failed && (
          <p class="form-error" role="alert">
            {t('account.failed')(problemText(failed))}
          </p>
        )}
        {m && (
          // Another player now (signed in, out, deleted): every form starts afresh.
          <div class="account-panels" key={generation}>
            <NamePanel me={m} />
            <SecurePanel me={m} />
            {m.account && <WaysInPanel me={m} />}
            {m.account && <ElsewherePanel />}
            <SignInPanel onSignedIn={changed} />
            <LeavePanels
              me={m}
              onGone={(text) => {
                changed(text);
                // Who you are now: a new guest, made by asking.
                void load();
              }}
            />
          </div>
        )}
      </main>
    </>
  );
}
