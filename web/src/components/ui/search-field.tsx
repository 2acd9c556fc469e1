import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from './input';

type SearchFieldProps = { label: string; value: string; onChange: (value: string) => void; placeholder?: string };

/** A labelled search box with its magnifier (a `searchbox` named by its label), as the directories and the FAQ use it. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
        />
      </div>
    </div>
  );
}
