import type { AssessmentInviteView, InviteStatus } from '@core/tools/cofounder-fit/assessment-contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { AssessmentComparisonView } from './assessment-comparison';
import { commonMessages } from '../hooks/use-assessment-text';

const statusMessages = defineMessages({
  waiting: { id: 'cofounderFit.inviteItem.status.waiting', defaultMessage: 'Waiting' },
  answered: { id: 'cofounderFit.inviteItem.status.answered', defaultMessage: 'Answered' },
  expired: { id: 'cofounderFit.inviteItem.status.expired', defaultMessage: 'Expired' },
});

const statusBadge: Record<InviteStatus, { label: MessageDescriptor; variant: 'neutral' | 'success' | 'warning' }> = {
  waiting: { label: statusMessages.waiting, variant: 'neutral' },
  answered: { label: statusMessages.answered, variant: 'success' },
  expired: { label: statusMessages.expired, variant: 'warning' },
};

/** One invitation: to whom, where it stands, and (once answered) the comparison behind 'Show comparison'. */
export function InviteItem({ invite }: { invite: AssessmentInviteView }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const comparisonId = useId();
  const { label, variant } = statusBadge[invite.status];
  return (
    <li
      aria-label={t(
        { id: 'cofounderFit.inviteItem.label', defaultMessage: 'Invitation to {email}' },
        { email: invite.email },
      )}
      className="rounded-md border border-border p-3"
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="min-w-0 flex-1 truncate">
          {t({ id: 'cofounderFit.inviteItem.sentTo', defaultMessage: 'Sent to {email}' }, { email: invite.email })}
        </span>
        <Badge variant={variant}>{t(label)}</Badge>
        {invite.comparison && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={isOpen ? comparisonId : undefined}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen
              ? t({ id: 'cofounderFit.inviteItem.hideComparison', defaultMessage: 'Hide comparison' })
              : t({ id: 'cofounderFit.inviteItem.showComparison', defaultMessage: 'Show comparison' })}
            <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
          </Button>
        )}
      </div>
      {invite.comparison && isOpen && (
        <div id={comparisonId} className="mt-4">
          <AssessmentComparisonView
            comparison={invite.comparison}
            inviterLabel={t(commonMessages.you)}
            cofounderLabel={invite.email}
          />
        </div>
      )}
    </li>
  );
}
