// A dialog over the table: focus moves into it, Escape closes it (when it may be closed),
// Tab stays inside it. One that keeps the top bar free covers only the screen under it, so
// the menu and the header's buttons stay in reach (the end of a deal).

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, [href], [tabindex="0"]';

export function Modal(props: {
  title: string;
  onClose?: (() => void) | undefined;
  wide?: boolean;
  class?: string;
  /** Cover only the screen under the top bar, not the bar (in an .app grid, row 2). */
  keepTop?: boolean;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    const before = document.activeElement as HTMLElement | null;
    (
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    return () => before?.focus?.();
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && props.onClose) {
      e.stopPropagation();
      props.onClose();
    } else if (e.key === 'Tab') {
      const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items.at(-1);
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
    // Keys typed in a dialog are not moves on the table underneath.
    e.stopPropagation();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; Escape does the same from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (handled in the dialog) is the keyboard's way
    <div
      class={`scrim${props.keepTop ? ' keep-top' : ''}`}
      onClick={(e) => e.target === e.currentTarget && props.onClose?.()}
    >
      <div
        ref={ref}
        class={`modal${props.wide ? ' wide' : ''} ${props.class ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        onKeyDown={onKey}
      >
        <div class="modal-head">
          <h2>{props.title}</h2>
          {props.onClose && (
            <button
              type="button"
              class="btn icon ghost"
              aria-label={t('table.close')}
              onClick={props.onClose}
            >
              ×
            </button>
          )}
        </div>
        <div class="modal-body">{props.children}</div>
      </div>
    </div>
  );
}
