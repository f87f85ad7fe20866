// The room's invite link, with a Copy button: anyone with it can take an open seat or watch.

import { useRef, useState } from 'preact/hooks';
import { t } from '../i18n';

async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an insecure page, an old browser): select it for the keys.
    field?.select();
    return false;
  }
}

export function Invite(props: { id: string; listed: boolean }) {
  const link = `${location.origin}/room/${props.id}`;
  const [said, setSaid] = useState<'copied' | 'selected' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  return (
    <div class="invite">
      <div class="invite-row">
        <input
          type="text"
          readOnly
          value={link}
          aria-label={t('online.invite.link')}
          data-invite
          ref={field}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <button
          type="button"
          class="btn small"
          data-action="copy-invite"
          onClick={async () => setSaid((await copy(link, field.current)) ? 'copied' : 'selected')}
        >
          {t('online.invite.copy')}
        </button>
      </div>
      <p class="hint" aria-live="polite">
        {said
          ? t(`online.invite.${said}`)
          : props.listed
            ? t('online.invite.listed')
            : t('online.invite.private')}
      </p>
    </div>
  );
}
