// The rule fields shared by the offline New game form and the online room form: the preset
// (R7.4) and the options that are on/off (R7): the coachman (R7.1), passing on after a take
// (R7.2) and must-beat (R4.3, R7.5).

import { PRESET_NAMES, PRESETS, type PresetName, type Rules } from '@kaschlan/engine';

/** The preset select; choosing one resets the rules to it. */
export function PresetSelect(props: {
  label: string;
  value: PresetName;
  name: (preset: PresetName) => string;
  onChange: (preset: PresetName, rules: Rules) => void;
}) {
  return (
    <label class="field">
      {props.label}
      <select
        data-field="preset"
        value={props.value}
        onChange={(e) => {
          const preset = (e.currentTarget as HTMLSelectElement).value as PresetName;
          props.onChange(preset, PRESETS[preset]);
        }}
      >
        {PRESET_NAMES.map((p) => (
          <option key={p} value={p}>
            {props.name(p)}
          </option>
        ))}
      </select>
    </label>
  );
}

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
