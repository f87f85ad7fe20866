// The card table: the other seats across the top (clockwise from your left), the talon, the
// bout and the discard pile in the middle, the prompt and your hand at the bottom, the log
// at the side (or in a drawer on small screens). It is drawn from one view, for one seat.

import type { View } from '@kaschlan/engine';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { t } from '../i18n';
import { hover } from '../state/selection';
import { motionMs } from '../state/settings';
import { onBeforeCommit, tableSource } from '../state/table-source';
import { ActionBar } from './ActionBar';
import { capture, play } from './flip';
import { Hand } from './Hand';
import { Announcer, Log } from './Log';
import { Marks } from './Marks';
import { Middle } from './Middle';
import { RoleBadge } from './RoleBadge';
import { SeatTags } from './SeatTags';

export function Table(props: {
  view: View;
  me: number;
  logOpen: boolean;
  /** More for the side column, under the log (an online room's chat). */
  aside?: ComponentChildren;
}) {
  const { view, me } = props;
  useEffect(() => onBeforeCommit(capture), []);
  // After each new view is on screen, play the cards from where they were.
  useLayoutEffect(() => play(motionMs.value), [view]);
  const source = tableSource.value;
  const marks = source.marks(me);
  const role = view.attacker === me ? 'attacker' : view.defender === me ? 'defender' : null;
  const out = view.out.includes(me);
  return (
    <main
      class={`table${props.logOpen ? ' log-open' : ''}`}
      data-players={view.players}
      data-events={view.events.length}
      data-over={view.over ? 'yes' : undefined}
    >
      <div class="felt">
        <Middle view={view} me={me} thinking />
        <ActionBar view={view} />
        <div class="me" data-seat={me} onPointerLeave={() => (hover.value = null)}>
          <div class="me-head">
            <span class="me-name">{source.name(me)}</span>
            {role && !out && !view.over && <RoleBadge role={role} />}
            {out && <span class="status out-tag">{t('table.seat.out')}</span>}
            {view.over && view.loser === me && (
              <span class="status kaschlan-tag">{t('table.seat.kaschlan')}</span>
            )}
            <Marks count={marks} />
            <span class="count" data-my-count={view.handSizes[me] ?? 0}>
              {t('table.cards')(view.handSizes[me] ?? 0)}
            </span>
            <SeatTags seat={me} />
          </div>
          <Hand view={view} />
        </div>
      </div>
      <aside class="log" id="log" aria-label={t('table.log.region')}>
        <h2>{t('table.log.title')}</h2>
        <Log view={view} />
        {props.aside}
      </aside>
      <Announcer view={view} />
    </main>
  );
}
