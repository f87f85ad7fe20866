// The rules of a new table, shared by the offline New game form and the online room form: the
// preset (R7.4), then every option of R7 as the engine describes them (RULE_OPTIONS: the pack,
// the coachman R7.1, passing on after a take R7.2, must-beat R4.3/R7.5). Both forms word them
// alike, each by its glossary word (rule-words.ts), as the rule page names them.

import {
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  RULE_KEYS,
  RULE_OPTIONS,
  type RuleKey,
  type Rules,
} from '@kaschlan/engine';
import { t } from '../i18n';
import { optionLabel, packSize, presetLabel } from './rule-words';
import { Segmented } from './Segmented';

export function RuleFields(props: {
  preset: PresetName;
  rules: Rules;
  /** A new preset resets the rules to it; any other change keeps the preset's name. */
  onChange: (patch: { preset: PresetName; rules: Rules }) => void;
}) {
  const { preset, rules } = props;
  const setRule = (k: RuleKey, v: Rules[RuleKey]) =>
    props.onChange({ preset, rules: { ...rules, [k]: v } });
  return (
    <fieldset>
      <legend>{t('table.new.rules')}</legend>
      <PresetSelect
        label={t('table.new.preset')}
        value={preset}
        name={presetLabel}
        onChange={(preset, rules) => props.onChange({ preset, rules })}
      />
      {RULE_KEYS.map((key) => (
        <RuleField key={key} name={key} rules={rules} setRule={setRule} />
      ))}
    </fieldset>
  );
}

/** The preset select; choosing one resets the rules to it. */
function PresetSelect(props: {
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

/**
 * One option, from the engine's description of it (RULE_OPTIONS): an option of two values is
 * a checkbox, ticked for its second value; one of more values (the pack) a segmented choice.
 */
function RuleField(props: {
  name: RuleKey;
  rules: Rules;
  setRule: (key: RuleKey, value: Rules[RuleKey]) => void;
}) {
  const { name, rules, setRule } = props;
  const values: readonly Rules[RuleKey][] = RULE_OPTIONS[name].values;
  const label = optionLabel(name);
  if (values.length > 2) {
    // Only the pack has more than two values, all numbers (R1.1).
    return (
      <div class="field">
        {label}
        <Segmented
          name={name}
          legend={label}
          value={rules[name] as number}
          options={values as readonly number[]}
          label={packSize}
          onChange={(v) => setRule(name, v as Rules[RuleKey])}
        />
      </div>
    );
  }
  const [off, on] = values as readonly [Rules[RuleKey], Rules[RuleKey]];
  return (
    <label class="check">
      <input
        type="checkbox"
        checked={rules[name] === on}
        onChange={(e) => setRule(name, (e.currentTarget as HTMLInputElement).checked ? on : off)}
      />
      {label}
    </label>
  );
}
