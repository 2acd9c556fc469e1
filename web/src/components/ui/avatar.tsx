import { getInitials } from '@core/user/display-name';
import { cn } from '@/lib/cn';

/** The user's initials in a circle (at most two letters). */
export function Avatar({
  user,
  className,
  color,
}: {
  user: { name?: string | null; email?: string | null };
  className?: string;
  /** A colour of the person's own (white text on it) instead of the theme's. */
  color?: string;
}) {
  return (
    <span
      aria-hidden="true"
      style={color ? { backgroundColor: color, color: 'white' } : undefined}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {getInitials(user)}
    </span>
  );
}
