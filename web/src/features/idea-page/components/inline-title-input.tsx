import { useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';

type InlineTitleInputProps = {
  label: string;
  initial?: string;
  placeholder?: string;
  onSave: (title: string) => void;
  onCancel: () => void;
};

/** Enter or leaving the field saves a trimmed, non-empty title; Escape (or an empty title) cancels. */
export function InlineTitleInput({ label, initial = '', placeholder, onSave, onCancel }: InlineTitleInputProps) {
  const [value, setValue] = useState(initial);
  const done = useRef(false);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const title = value.trim();
    if (save && title && title !== initial) onSave(title);
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') {
      event.stopPropagation();
      finish(false);
    }
  };
  return (
    <Input
      autoFocus
      aria-label={label}
      placeholder={placeholder}
      className="h-8"
      value={value}
      maxLength={200}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
    />
  );
}
