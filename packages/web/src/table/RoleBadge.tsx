// The attacker's and the defender's badges: a small sword or shield and a word (the shape
// tells the role as well as the colour; on a phone the word is for screen readers only).

import { t } from '../i18n';

export type Role = 'attacker' | 'defender';

export function RoleBadge(props: { role: Role }) {
  const attacker = props.role === 'attacker';
  const word = t(attacker ? 'table.role.attacker' : 'table.role.defender');
  return (
    <span class={`badge ${props.role}`} data-role={props.role} title={word}>
      <svg viewBox="0 0 16 16" aria-hidden="true">
        {attacker ? (
          <path d="M12.8 1.6L14.4 3.2L6.6 11L5 9.4ZM4.2 10.2L5.8 11.8L4.4 13.2L5.4 14.2L4.6 15L1 11.4L1.8 10.6L2.8 11.6Z" />
        ) : (
          <path d="M8 1L14 3.2V7.6C14 11.2 11.4 13.8 8 15C4.6 13.8 2 11.2 2 7.6V3.2Z" />
        )}
      </svg>
      <span class="badge-word">{word}</span>
    </span>
  );
}
