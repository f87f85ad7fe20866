// Proving it is you again (issue 24): a change of how you sign in needs a sign-in within the
// last 10 minutes, so a browser left signed in (or a copied cookie) changes nothing. When the
// server asks for one (REAUTH_REQUIRED), the form it refused shows this below its outcome:
// your password, or one of your passkeys; then the refused change is made again.

import type { Me } from '@kaschlan/protocol';
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { passkeyReauth, reauth } from './api';
import { type Action, Field, Outcome, useAction } from './parts';

export function Reauth(props: { me: Me; action: Action; id: string }) {
  const { me: m, action, id } = props;
  const [password, setPassword] = useState('');
  const proof = useAction();
  const pending = action.pending;
  if (!pending) return null;
  /** Proved: the change is made again (its own outcome says how it went). */
  const proved = async (ok: boolean) => {
    if (!ok) return;
    action.setPending(null);
    await pending();
  };
  return (
    <fieldset class="account-confirm" data-reauth aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>
        <strong>{t('account.reauth.title')}</strong>
      </p>
      <p class="hint">{t('account.reauth.note')}</p>
      {m.password && (
        <form
          class="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            void proof
              .run(
                () => reauth(password),
                () => t('account.reauth.done'),
              )
              .then(proved);
          }}
        >
          <input type="text" hidden autocomplete="username" value={m.name} readOnly />
          <Field
            label={t('account.reauth.password')}
            field="reauth-password"
            type="password"
            autocomplete="current-password"
            maxLength={256}
            value={password}
            set={setPassword}
            describedBy={`${id}-said`}
          />
          <button type="submit" class="btn primary" data-action="reauth" disabled={proof.busy}>
            {t('account.reauth.submit')}
          </button>
        </form>
      )}
      {m.passkeys > 0 && (
        <div class="form-buttons">
          <button
            type="button"
            class="btn"
            data-action="reauth-passkey"
            disabled={proof.busy}
            onClick={() =>
              void proof.run(passkeyReauth, () => t('account.reauth.done')).then(proved)
            }
          >
            {t('account.reauth.passkey')}
          </button>
        </div>
      )}
      <Outcome said={proof.said} id={`${id}-said`} />
    </fieldset>
  );
}
