import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type IconButtonProps = Omit<ComponentProps<typeof Button>, 'children' | 'aria-label'> & {
  label: string;
  icon: LucideIcon;
};

/** A small ghost button showing only an icon; `label` is its accessible name. */
export function IconButton({ label, icon: Icon, className, ...props }: IconButtonProps) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} className={cn('size-8 px-0', className)} {...props}>
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}
