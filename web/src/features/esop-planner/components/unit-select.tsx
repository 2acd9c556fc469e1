import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

type UnitSelectProps<Unit extends string> = {
  label: string;
  value: Unit;
  options: readonly { value: Unit; label: string }[];
  onChange: (unit: Unit) => void;
};

/** A labelled choice of unit (shares or percent) beside a number field. */
export function UnitSelect<Unit extends string>({ label, value, options, onChange }: UnitSelectProps<Unit>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="w-full"
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
