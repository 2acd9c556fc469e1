import { useSaid } from '@/lib/i18n/use-said';
import { cn } from '@/lib/cn';

/**
 * A message read out at once: a field's error (with the `id` its field points to), or a form's message that
 * belongs to no single field (too many attempts, the service unreachable…). Words core or the server said are
 * said in the page's language.
 */
export function FormAlert({
  message,
  id,
  className,
}: {
  message: string | null | undefined;
  id?: string;
  className?: string;
}) {
  const said = useSaid();
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-destructive', className)}>
      {said(message)}
    </p>
  );
}
