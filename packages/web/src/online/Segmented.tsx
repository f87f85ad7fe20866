// A row of choices drawn as one pill (the new-game form's look): radio buttons underneath,
// so arrows and Tab work as a radio group does.

export function Segmented<T extends string | number>(props: {
  name: string;
  value: T;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <div class="segmented" role="radiogroup" aria-label={props.name}>
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
