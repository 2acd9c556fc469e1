import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The browser's own select, styled like our inputs: keyboard- and screen-reader-friendly everywhere. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
