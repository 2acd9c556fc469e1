import type { DomainCheck } from '@core/tools/brand-name-suggester/brand-name-lists';
import { Badge } from '@/components/ui/badge';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/**
 * What is known of a name's domain: 'Not checked' until checked; then Available or Taken as the registry said
 * (or why it could not tell), and when.
 */
export function DomainCheckStatus({ check }: { check: DomainCheck | null }) {
  const t = useT();
  const said = useSaid();
  const { dateTime } = useFormat();
  if (!check) return <Badge>{t({ id: 'brandNameSuggester.check.notChecked', defaultMessage: 'Not checked' })}</Badge>;
  return (
    <>
      {check.status === 'available' && (
        <Badge variant="success">{t({ id: 'brandNameSuggester.check.available', defaultMessage: 'Available' })}</Badge>
      )}
      {check.status === 'registered' && (
        <Badge variant="danger">{t({ id: 'brandNameSuggester.check.taken', defaultMessage: 'Taken' })}</Badge>
      )}
      {check.status === 'unknown' && (
        <span className="text-amber-800 dark:text-amber-200">
          {check.message
            ? said(check.message)
            : t({ id: 'brandNameSuggester.check.unknown', defaultMessage: 'Could not tell whether it is free' })}
        </span>
      )}
      <span className="w-full text-xs text-muted-foreground">
        {t(
          { id: 'brandNameSuggester.check.checkedAt', defaultMessage: 'Checked {when}' },
          { when: dateTime(check.checkedAt) },
        )}
      </span>
    </>
  );
}
