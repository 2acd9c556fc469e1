import { useId } from 'react';
import { NativeSelect } from './native-select';

type SelectFieldProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A labelled native select: keyboard- and screen-reader-friendly on every device. */
export function SelectField<Value extends string>({ label, value, options, onChange }: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Value)} className="h-9">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
