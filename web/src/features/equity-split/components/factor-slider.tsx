import { useId } from 'react';

type FactorSliderProps = { label: string; value: number; onChange: (value: number) => void };

/** A labelled native range input, 0–100 in whole steps, showing its value; arrows, Home, End and Page keys work natively. */
export function FactorSlider({ label, value, onChange }: FactorSliderProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted-foreground">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full cursor-pointer accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
    </div>
  );
}
