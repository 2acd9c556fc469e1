import { defineMessages } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  sample: { id: 'sample.badge', defaultMessage: 'Sample' },
  explain: {
    id: 'sample.explain',
    defaultMessage: 'This is a sample: invented figures to show how the tool works, not yours.',
  },
  remove: { id: 'sample.remove', defaultMessage: 'Remove sample' },
});

/** The 'Sample' badge, for a result that shows a sample's figures. */
export function SampleBadge() {
  const t = useT();
  return <Badge variant="warning">{t(messages.sample)}</Badge>;
}

/**
 * Over a tool showing a sample (ADR 0072): says it is a sample, not the founder's figures, and removes it in one
 * click, back to the empty tool.
 */
export function SampleBanner({ onRemove }: { onRemove: () => void }) {
  const t = useT();
  return (
    <div
      role="note"
      aria-label={t(messages.sample)}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <SampleBadge />
        {t(messages.explain)}
      </p>
      <Button variant="outline" size="sm" onClick={onRemove}>
        {t(messages.remove)}
      </Button>
    </div>
  );
}
