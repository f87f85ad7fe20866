// The account screen's parts (issues 13 and 24): a panel, a field, a form's outcome read out
// as it changes, and an action's call with its busy state. A call refused for want of a
// fresh sign-in (REAUTH_REQUIRED) is kept as `pending`: the screen asks you to prove it is
// you (Reauth.tsx) and then makes it again.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import type { Answer, Refusal } from '../online/api';
import { problemText } from '../online/words';

export const PASSWORD_MIN = 8;

const ACCOUNT_CODES = [
  'NAME_TAKEN',
  'BAD_CREDENTIALS',
  'HAS_PASSWORD',
  'PASSKEY_FAILED',
  'PASSKEY_CANCELLED',
  'BAD_MESSAGE',
  'NOT_SIGNED_IN',
  'REAUTH_REQUIRED',
  'LAST_CREDENTIAL',
  'NO_PASSWORD',
  'NOT_FOUND',
] as const;

/** A refusal in words: the account's own codes, else as the online screens word them. */
export function refusalText(r: Refusal): string {
  const code = ACCOUNT_CODES.find((c) => c === r.code);
  return code ? t(`account.error.${code}`) : problemText(r);
}

/** What a form last said: nothing yet, a success, or a refusal. */
export type Said = { readonly ok: boolean; readonly text: string } | null;

/** A form's busy state and outcome, and a way to run its call. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  /** The call refused for want of a fresh sign-in, to make again once you proved it is you. */
  const [pending, setPending] = useState<(() => Promise<boolean>) | null>(null);
  const run = async <T,>(
    call: () => Promise<Answer<T>>,
    done: (value: T) => string,
  ): Promise<boolean> => {
    setBusy(true);
    setSaid(null);
    const answer = await call();
    setBusy(false);
    setPending(answer.ok || answer.code !== 'REAUTH_REQUIRED' ? null : () => () => run(call, done));
    setSaid(
      answer.ok ? { ok: true, text: done(answer.value) } : { ok: false, text: refusalText(answer) },
    );
    return answer.ok;
  };
  return { busy, said, setSaid, run, pending, setPending };
}

export type Action = ReturnType<typeof useAction>;

/** The outcome of a form, read out when it changes. */
export function Outcome(props: { said: Said; id: string }) {
  const { said } = props;
  return (
    <p id={props.id} class={said?.ok === false ? 'form-error' : 'hint'} role="status">
      {said?.text ?? ''}
    </p>
  );
}

/** A labelled text or password field of a form (`field`: its data-field, for the tests). */
export function Field(props: {
  label: string;
  field: string;
  type?: 'text' | 'password';
  autocomplete: string;
  maxLength: number;
  minLength?: number;
  value: string;
  set: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <label class="field">
      {props.label}
      <input
        // (Preact types an input's attributes by its type: one literal per element.)
        type={(props.type ?? 'text') as 'text'}
        data-field={props.field}
        autocomplete={props.autocomplete}
        maxLength={props.maxLength}
        minLength={props.minLength}
        required
        value={props.value}
        aria-describedby={props.describedBy}
        onInput={(e) => props.set((e.currentTarget as HTMLInputElement).value)}
      />
    </label>
  );
}

export function Panel(props: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="panel account-panel" aria-labelledby={props.id} data-panel={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}
