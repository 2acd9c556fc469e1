import { Label } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FormAlert } from './form-alert';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/** A labelled textarea with its error message, wired for screen readers (the textarea's `ref` passes through). */
export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label.Root htmlFor={id} className="text-sm font-medium">
        {label}
      </Label.Root>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'w-full rounded-md border border-input bg-background px-3 py-2 text-sm',
          'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
