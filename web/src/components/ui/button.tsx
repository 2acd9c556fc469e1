import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  // A page's main action: at least 44 × 44 px on a phone, whatever its size (ADR 0115; e2e/phone-pages.e2e.ts). A
  // minimum width takes the place of a flex item's own (its content's), so it keeps its width in a row rather than
  // shrinking to 44 px under its text.
  primary: 'bg-primary text-primary-foreground hover:opacity-90 max-sm:min-h-11 max-sm:min-w-11 max-sm:shrink-0',
  outline: 'border border-input bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = { md: 'h-10 px-4', sm: 'h-8 px-3 text-sm', lg: 'h-12 px-6 text-base' } as const;

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** A button in the app's look; `data-variant` names the look, which the phone test reads (primary: 44 px). */
export function Button({ className, variant = 'primary', size = 'md', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        'disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
