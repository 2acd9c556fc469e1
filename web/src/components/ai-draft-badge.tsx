import { defineMessage } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

const label = defineMessage({ id: 'ai.draft.badge', defaultMessage: 'AI draft' });

/**
 * Marks text the AI wrote and the founder has not yet edited (issue 18): the tools keep `aiDraft: true` beside
 * such text in their saved data, and set it to false on the founder's first edit.
 */
export function AiDraftBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge variant="warning" className={className}>
      {t(label)}
    </Badge>
  );
}
