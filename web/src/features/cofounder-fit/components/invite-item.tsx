import type { AssessmentInviteView, InviteStatus } from '@core/tools/cofounder-fit/assessment-contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AssessmentComparisonView } from './assessment-comparison';

const statusBadge: Record<InviteStatus, { label: string; variant: 'neutral' | 'success' | 'warning' }> = {
  waiting: { label: 'Waiting', variant: 'neutral' },
  answered: { label: 'Answered', variant: 'success' },
  expired: { label: 'Expired', variant: 'warning' },
};

/** One invitation: to whom, where it stands, and (once answered) the comparison behind 'Show comparison'. */
export function InviteItem({ invite }: { invite: AssessmentInviteView }) {
  const [isOpen, setIsOpen] = useState(false);
  const comparisonId = useId();
  const { label, variant } = statusBadge[invite.status];
  return (
    <li aria-label={`Invitation to ${invite.email}`} className="rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="min-w-0 flex-1 truncate">Sent to {invite.email}</span>
        <Badge variant={variant}>{label}</Badge>
        {invite.comparison && (
          <Button variant="outline" size="sm" aria-expanded={isOpen} aria-controls={isOpen ? comparisonId : undefined} onClick={() => setIsOpen(!isOpen)}>
            {isOpen ? 'Hide comparison' : 'Show comparison'}
            <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
          </Button>
        )}
      </div>
      {invite.comparison && isOpen && (
        <div id={comparisonId} className="mt-4">
          <AssessmentComparisonView comparison={invite.comparison} inviterLabel="You" cofounderLabel={invite.email} />
        </div>
      )}
    </li>
  );
}
