// The rules of a new table, shared by the offline New game form and the online room form: the
// preset (R7.4), the pack (R1.1) and the options that are on/off (R7): the coachman (R7.1),
// passing on after a take (R7.2) and must-beat (R4.3, R7.5). Each form words them from its own
// catalog area.

import { PRESET_NAMES, PRESETS, type PresetName, type Rules } from '@kaschlan/engine';
import { t } from '../i18n';
import { Segmented } from './Segmented';

type Area = 'table.new' | 'online.create';

/** A preset's name, and a pack's size, in the words of `area`. */
const presetName = (area: Area, p: PresetName): string =>
  area === 'table.new' ? t('table.new.presetName')(p) : t(`online.preset.${p}`);
const packSize = (area: Area, n: number): string =>
  area === 'table.new' ? t('table.new.packSize')(n) : t('online.cards')(n);

export function RuleFields(props: {
  area: Area;
  preset: PresetName;
  rules: Rules;
  /** A new preset resets the rules to it; any other change keeps the preset's name. */
  onChange: (patch: { preset: PresetName; rules: Rules }) => void;
}) {
  const { area, preset, rules } = props;
  const setRule = <K extends keyof Rules>(k: K, v: Rules[K]) =>
    props.onChange({ preset, rules: { ...rules, [k]: v } });
  return (
    <fieldset>
      <legend>{t(`${area}.rules`)}</legend>
      <PresetSelect
        label={t(`${area}.preset`)}
        value={preset}
        name={(p) => presetName(area, p)}
        onChange={(preset, rules) => props.onChange({ preset, rules })}
      />
      <div class="field">
        {t(`${area}.pack`)}
        <Segmented
          name="pack"
          legend={t(`${area}.pack`)}
          value={rules.pack}
          options={[32, 52, 24] as const}
          label={(n) => packSize(area, n)}
          onChange={(pack) => setRule('pack', pack)}
        />
      </div>
      <RuleChecks
        rules={rules}
        setRule={setRule}
        labels={{
          coachman: t(`${area}.coachman`),
          passOn: t(`${area}.passOn`),
          mustBeat: t(`${area}.mustBeat`),
        }}
      />
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

function RuleChecks(props: {
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
