import { Label } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FormAlert } from './form-alert';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined; labelAside?: ReactNode };

/** A labelled multi-line input with its error message, wired for screen readers; `labelAside` sits beside the label (a badge). */
export function TextAreaField({ label, error, labelAside, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Label.Root htmlFor={id} className="text-sm font-medium">
          {label}
        </Label.Root>
        {labelAside}
      </div>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
