import { useId, type ChangeEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { FormAlert } from './form-alert';

/** A read-only field with no value: a dash, the same in every language. */
const NO_VALUE = '—';

/** What a field needs from its owner's draft (a widget's, a property's): spread it onto an `EditableField`. */
export type EditableFieldControl = {
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
};

type EditableFieldProps = EditableFieldControl & {
  label: string;
  isMultiline?: boolean;
  rows?: number;
  type?: 'text' | 'url';
  className?: string;
};

/** One labelled field that saves when left (widgets, the idea's main properties): an input or textarea with its error, or its value as text when read-only. */
export function EditableField({
  label,
  value,
  error,
  readOnly,
  onChange,
  onBlur,
  isMultiline,
  rows = 4,
  type,
  className,
}: EditableFieldProps) {
  const id = useId();
  if (readOnly) {
    return (
      <div className={cn('flex flex-col gap-1', className)}>
        <p className="text-sm font-medium">{label}</p>
        <p className={cn('whitespace-pre-wrap break-words text-sm', !value && 'text-muted-foreground')}>
          {value || NO_VALUE}
        </p>
      </div>
    );
  }
  const errorId = `${id}-error`;
  const control = {
    id,
    value,
    onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {isMultiline ? (
        <textarea
          rows={rows}
          className={cn(
            'w-full flex-1 rounded-md border border-input bg-background px-3 py-2 text-sm',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
          )}
          {...control}
        />
      ) : (
        <Input type={type} {...control} />
      )}
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
