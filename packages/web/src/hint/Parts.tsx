// Words and cards on screen: the text pieces as they are (or with their rule numbers linked
// to the rules page), the cards as chips in the chosen face.

import { RuleText } from '../learn/rule-link';
import { settings } from '../state/settings';
import { CardChip } from '../table/CardChip';
import type { Part } from './format';

export function Parts(props: { parts: readonly Part[]; rules?: boolean }) {
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  return (
    <>
      {props.parts.map((p, i) =>
        typeof p !== 'string' ? (
          <CardChip key={i} card={p.card} style={style} />
        ) : props.rules ? (
          <RuleText key={i} text={p} />
        ) : (
          p
        ),
      )}
    </>
  );
}
