// Managing an account's ways in and its sessions (issue 24): the passkeys listed, each
// removable; the password changed (which signs out every other session) or removed; never
// the last way in (the server refuses it too: LAST_CREDENTIAL); and "sign out everywhere
// else" for a browser left signed in somewhere. Each change may first ask you to prove it
// is you (Reauth.tsx).

import type { Me, PasskeyInfo } from '@kaschlan/protocol';
import { useEffect, useState } from 'preact/hooks';
import { lang, t } from '../i18n';
import { changePassword, listPasskeys, removePasskey, removePassword, signOutOthers } from './api';
import { Field, Outcome, PASSWORD_MIN, Panel, useAction } from './parts';
import { Reauth } from './Reauth';

const dateOf = (ms: number) =>
  new Date(ms).toLocaleDateString(lang.value, { year: 'numeric', month: 'long', day: 'numeric' });

/** Your passkeys and your password: change one, remove one while another way in remains. */
export function WaysInPanel(props: { me: Me }) {
  const { me: m } = props;
  const [keys, setKeys] = useState<readonly PasskeyInfo[]>([]);
  const [password, setPasswordText] = useState('');
  const remove = useAction();
  const change = useAction();
  // Listed again whenever their number changes (one added here or removed).
  useEffect(() => {
    void listPasskeys().then((a) => {
      if (a.ok) setKeys(a.value.passkeys);
    });
  }, [m.passkeys]);
  const ways = m.passkeys + (m.password ? 1 : 0);
  return (
    <Panel id="account-ways" title={t('account.ways.title')}>
      <p class="hint" data-ways={ways}>
        {ways > 1 ? t('account.ways.note') : t('account.ways.last')}
      </p>
      {keys.length > 0 && (
        <ul class="account-passkeys">
          {keys.map((k, i) => (
            <li key={k.id} data-passkey={k.id}>
              <span>{t('account.ways.passkey')(i + 1, dateOf(k.createdAt))}</span>
              {ways > 1 && (
                <button
                  type="button"
                  class="btn"
                  data-action="remove-passkey"
                  aria-label={t('account.ways.removePasskey')(i + 1)}
                  disabled={remove.busy}
                  onClick={() =>
                    void remove.run(
                      () => removePasskey(k.id),
                      () => t('account.ways.passkeyRemoved'),
                    )
                  }
                >
                  {t('account.ways.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {m.password && ways > 1 && (
        <div class="form-buttons">
          <button
            type="button"
            class="btn"
            data-action="remove-password"
            disabled={remove.busy}
            onClick={() => void remove.run(removePassword, () => t('account.ways.passwordRemoved'))}
          >
            {t('account.ways.removePassword')}
          </button>
        </div>
      )}
      <Outcome said={remove.said} id="account-ways-said" />
      <Reauth me={m} action={remove} id="account-ways-reauth" />
      {m.password && (
        <form
          class="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (password.length < PASSWORD_MIN) {
              change.setSaid({ ok: false, text: t('account.secure.tooShort') });
              return;
            }
            void change.run(
              () => changePassword(password),
              () => {
                setPasswordText(''); // changed: the field is not left holding it
                return t('account.ways.passwordChanged');
              },
            );
          }}
        >
          <input type="text" hidden autocomplete="username" value={m.name} readOnly />
          <Field
            label={t('account.ways.newPassword')}
            field="change-password"
            type="password"
            autocomplete="new-password"
            maxLength={256}
            minLength={PASSWORD_MIN}
            value={password}
            set={setPasswordText}
            describedBy="account-change-said"
          />
          <button type="submit" class="btn" data-action="change-password" disabled={change.busy}>
            {t('account.ways.changePassword')}
          </button>
        </form>
      )}
      <Outcome said={change.said} id="account-change-said" />
      <Reauth me={m} action={change} id="account-change-reauth" />
    </Panel>
  );
}

/** Sign out everywhere but here: every other session of yours ends. */
export function ElsewherePanel() {
  const action = useAction();
  return (
    <Panel id="account-elsewhere" title={t('account.elsewhere.title')}>
      <p class="hint">{t('account.elsewhere.note')}</p>
      <div class="form-buttons">
        <button
          type="button"
          class="btn"
          data-action="sign-out-others"
          disabled={action.busy}
          onClick={() =>
            void action.run(signOutOthers, (v) => t('account.elsewhere.done')(v.ended))
          }
        >
          {t('account.elsewhere.submit')}
        </button>
      </div>
      <Outcome said={action.said} id="account-elsewhere-said" />
    </Panel>
  );
}
