import type { AssessmentSummary } from '@core/tools/cofounder-fit/assessment-contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { formatDateTime } from '@/lib/format';
import { useDeleteAssessment } from '../api/delete-assessment';
import { CompatibilityBadge } from './compatibility-badge';

type PastResultItemProps = { summary: AssessmentSummary; onOpen: (id: string) => void };

/** One past result: its date, total and band (opens it), and Delete after a confirmation. */
export function PastResultItem({ summary, onOpen }: PastResultItemProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteAssessment();
  const when = formatDateTime(summary.createdAt);
  return (
    <li className="flex items-center gap-2 rounded-md border border-border">
      <button
        type="button"
        onClick={() => onOpen(summary.id)}
        className="flex flex-1 flex-wrap items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="sr-only">Open result from</span> <span className="flex-1">{when}</span>{' '}
        <span className="font-semibold">{summary.totalScore}%</span> <CompatibilityBadge compatibility={summary.compatibility} />
      </button>
      <IconButton label={`Delete result from ${when}`} icon={Trash2} className="mr-1" disabled={remove.isPending} onClick={() => setIsConfirming(true)} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete this result?"
        description={`The result from ${when} and its invitations will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(summary.id, { onSuccess: () => setIsConfirming(false) })}
      />
    </li>
  );
}
