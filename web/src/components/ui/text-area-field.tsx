import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { LabelledControl } from './labelled-control';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  labelAside?: ReactNode;
};

/** A labelled textarea (`labelAside` beside its label: a badge) with its error message, wired for screen readers (the textarea's `ref` passes through). */
export function TextAreaField({ label, error, labelAside, className, ...props }: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} error={error} labelAside={labelAside}>
      {(control) => (
        <textarea
          rows={3}
          className={cn(
            'w-full rounded-md border border-input bg-background px-3 py-2 text-sm',
            'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
            className,
          )}
          {...control}
          {...props}
        />
      )}
    </LabelledControl>
  );
}
