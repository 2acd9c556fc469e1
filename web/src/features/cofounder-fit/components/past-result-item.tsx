import type { AssessmentSummary } from '@core/tools/cofounder-fit/assessment-contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useDeleteAssessment } from '../api/delete-assessment';
import { CompatibilityBadge } from './compatibility-badge';
import { useAssessmentText } from '../hooks/use-assessment-text';

type PastResultItemProps = { summary: AssessmentSummary; onOpen: (id: string) => void };

/** One past result: its date, total and band (opens it), and Delete after a confirmation. */
export function PastResultItem({ summary, onOpen }: PastResultItemProps) {
  const t = useT();
  const { percent } = useAssessmentText();
  const format = useFormat();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteAssessment();
  const when = format.dateTime(summary.createdAt);
  const opener = t(
    { id: 'cofounderFit.pastResult.open', defaultMessage: '<hidden>Open result from</hidden> <date>{when}</date>' },
    {
      when,
      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
      date: (chunks) => <span className="flex-1">{chunks}</span>,
    },
  );
  return (
    <li className="flex items-center gap-2 rounded-md border border-border">
      <button
        type="button"
        onClick={() => onOpen(summary.id)}
        className="flex flex-1 flex-wrap items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {opener} <span className="font-semibold">{percent(summary.totalScore)}</span>{' '}
        <CompatibilityBadge compatibility={summary.compatibility} />
      </button>
      <IconButton
        label={t({ id: 'cofounderFit.pastResult.delete', defaultMessage: 'Delete result from {when}' }, { when })}
        icon={Trash2}
        className="mr-1"
        disabled={remove.isPending}
        onClick={() => setIsConfirming(true)}
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t({ id: 'cofounderFit.pastResult.confirmTitle', defaultMessage: 'Delete this result?' })}
        description={t(
          {
            id: 'cofounderFit.pastResult.confirmDescription',
            defaultMessage: 'The result from {when} and its invitations will be deleted. This cannot be undone.',
          },
          { when },
        )}
        confirmLabel={t({ id: 'cofounderFit.pastResult.confirmDelete', defaultMessage: 'Delete' })}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(summary.id, { onSuccess: () => setIsConfirming(false) })}
      />
    </li>
  );
}
