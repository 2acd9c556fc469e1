import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

type LabelledSelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A labelled native select laid out like FormField (label above), for the calendar's forms. */
export function LabelledSelect<Value extends string>({ label, value, options, onChange }: LabelledSelectProps<Value>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
