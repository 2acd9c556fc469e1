import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type WideTableProps = ComponentProps<'table'> & { boxClassName?: string };

/** A table that, wider than the window (a phone's), scrolls inside a box of its own rather than widening the page. */
export function WideTable({ boxClassName, className, ...table }: WideTableProps) {
  return (
    <div className={cn('overflow-x-auto', boxClassName)}>
      <table className={cn('w-full', className)} {...table} />
    </div>
  );
}
