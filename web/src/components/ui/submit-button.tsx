import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = { isPending: boolean; busyLabel: string; children: ReactNode; className?: string };

/** A form's submit button, full width unless told otherwise: disabled with a spinner while the form is being sent. */
export function SubmitButton({ isPending, busyLabel, children, className }: SubmitButtonProps) {
  return (
    <Button type="submit" className={cn('w-full', className)} disabled={isPending} aria-busy={isPending}>
      {isPending && <Spinner className="size-4" label={busyLabel} />}
      {children}
    </Button>
  );
}
