import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A form's full-width submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ isPending, busyLabel, children }: { isPending: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={isPending} aria-busy={isPending}>
      {isPending && <Spinner className="size-4" label={busyLabel} />}
      {children}
    </Button>
  );
}
