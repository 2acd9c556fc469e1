import { useId } from 'react';
import { NativeSelect } from './native-select';

type SelectFieldProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  /** Label beside the select (settings lists, the default) or above it (form grids). */
  layout?: 'inline' | 'stacked';
};

/** A labelled native select: keyboard- and screen-reader-friendly on every device. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  layout = 'inline',
}: SelectFieldProps<Value>) {
  const id = useId();
  const isStacked = layout === 'stacked';
  return (
    <div className={isStacked ? 'space-y-1.5' : 'flex items-center justify-between gap-4 py-3'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        // Beside its label a select may be narrower than its longest option (a phone): it shrinks, not the page widens.
        className={isStacked ? 'w-full' : 'h-9 min-w-0'}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
