// The rule options that are on/off (R7): the coachman (R7.1), passing on after a take
// (R7.2) and must-beat (R4.3, R7.5), for the offline New game form and the online room form.

import type { Rules } from '@kaschlan/engine';

export function RuleChecks(props: {
  rules: Rules;
  setRule: <K extends keyof Rules>(key: K, value: Rules[K]) => void;
  labels: { coachman: string; passOn: string; mustBeat: string };
}) {
  const { rules, setRule, labels } = props;
  const checked = (e: Event) => (e.currentTarget as HTMLInputElement).checked;
  return (
    <>
      <label class="check">
        <input
          type="checkbox"
          checked={rules.coachman}
          onChange={(e) => setRule('coachman', checked(e))}
        />
        {labels.coachman}
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={rules.afterTake === 'pass-on'}
          onChange={(e) => setRule('afterTake', checked(e) ? 'pass-on' : 'same-attacker')}
        />
        {labels.passOn}
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={rules.mustBeat}
          onChange={(e) => setRule('mustBeat', checked(e))}
        />
        {labels.mustBeat}
      </label>
    </>
  );
}
