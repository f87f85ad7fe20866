// A row of choices drawn as one pill, for the new-game dialog and the room form alike: radio
// buttons underneath, so arrows and Tab work as a radio group does. `legend` names the group
// for screen readers; the chosen one is marked by a tick as well as by its colour.

export function Segmented<T extends string | number>(props: {
  name: string;
  legend: string;
  value: T;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <div class="segmented" role="radiogroup" aria-label={props.legend}>
      {props.options.map((o) => (
        <label key={String(o)} class={o === props.value ? 'on' : ''}>
          <input
            type="radio"
            name={props.name}
            value={String(o)}
            checked={o === props.value}
            onChange={() => props.onChange(o)}
          />
          {props.label(o)}
        </label>
      ))}
    </div>
  );
}
