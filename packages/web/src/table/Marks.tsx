// A seat's Kaschlan marks in this match (R8.4): the Queen of Diamonds and a count, the
// table's gentle reminder of who was left holding the cards.

import { KASCHLAN } from '@kaschlan/engine';
import { t } from '../i18n';
import { settings } from '../state/settings';
import { CardChip } from './CardChip';

export function Marks(props: { count: number }) {
  const { count } = props;
  if (count === 0) return null;
  const s = settings.value;
  return (
    <span class="marks" title={t('table.marks')(count)} data-marks-at-table={count}>
      <CardChip card={KASCHLAN} style={{ face: s.face, fourColour: s.fourColour }} />×{count}
    </span>
  );
}
