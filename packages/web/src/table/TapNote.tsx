// Why the last tap did nothing (selection.ts `refusal`): a line under the prompt, read out at
// once. The region is always in the page (empty when there is nothing to say), so a screen
// reader hears each new refusal; each one is drawn anew, so the same words said twice are
// heard twice.

import { refusal } from '../state/selection';

export function TapNote() {
  const r = refusal.value;
  return (
    <p
      class="tap-note"
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      data-refusal={r ? r.n : undefined}
    >
      {r && <span key={r.n}>{r.text}</span>}
    </p>
  );
}
