import { defineMessage } from 'react-intl';
import { TrySampleButton } from '@/components/try-sample-button';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

const explain = defineMessage({
  id: 'exampleFigures.explain',
  defaultMessage:
    'A new document starts from example figures so that you see results at once: replace them with yours.',
});
const badge = defineMessage({ id: 'exampleFigures.badge', defaultMessage: 'Example figures' });

type ExampleFiguresNoteProps = {
  document: { openId: string | null; isDirty: boolean };
  /** Puts the tool's fuller, labelled sample on the page instead (useDocumentSample); no button without it. */
  onTrySample?: () => void;
};

/**
 * Over a tool whose new document starts from example figures (ADR 0072): says so until the founder changes one or
 * opens a saved document, so pre-filled figures are never unlabelled; it may offer the tool's sample too.
 */
export function ExampleFiguresNote({ document, onTrySample }: ExampleFiguresNoteProps) {
  const t = useT();
  if (document.openId !== null || document.isDirty) return null;
  return (
    <div role="note" aria-label={t(badge)} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge variant="warning">{t(badge)}</Badge>
      <p className="min-w-0 flex-1">{t(explain)}</p>
      {onTrySample && <TrySampleButton size="sm" onClick={onTrySample} />}
    </div>
  );
}
