import { defineMessage } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

const explain = defineMessage({
  id: 'exampleFigures.explain',
  defaultMessage:
    'A new document starts from example figures so that you see results at once: replace them with yours.',
});
const badge = defineMessage({ id: 'exampleFigures.badge', defaultMessage: 'Example figures' });

/**
 * Over a tool whose new document starts from example figures (ADR 0072): says so until the founder changes one or
 * opens a saved document, so pre-filled figures are never unlabelled.
 */
export function ExampleFiguresNote({ document }: { document: { openId: string | null; isDirty: boolean } }) {
  const t = useT();
  if (document.openId !== null || document.isDirty) return null;
  return (
    <p role="note" aria-label={t(badge)} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge variant="warning">{t(badge)}</Badge>
      {t(explain)}
    </p>
  );
}
