import type { CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import { ruleApplies } from '@core/tools/your-ai-ca/compliance-calendar';
import type { FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteFiling } from '../api/delete-filing';
import { useFilingText } from '../hooks/use-filing-text';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FileNowDialog } from './file-now-dialog';
import { FilingCard } from './filing-card';
import { FilingDialog } from './filing-dialog';

type Open = { kind: 'file' | 'edit' | 'delete'; filing: FilingView } | null;

type UpcomingFilingsProps = { filings: FilingView[]; today: string; profile: CompanyProfile | null };

/**
 * The filings not filed yet, the soonest due first, each with File Now, Edit and Delete; a calendar filing the
 * company's answers no longer bring says so (it is the user's to delete: nothing goes without them).
 */
export function UpcomingFilings({ filings, today, profile }: UpcomingFilingsProps) {
  const t = useT();
  const text = useFilingText();
  const remove = useDeleteFiling();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const upcoming = filings.filter((filing) => filing.status !== 'filed');
  if (upcoming.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {t({
          id: 'yourAiCa.upcoming.empty',
          defaultMessage: 'No upcoming filings. Add the Indian compliance calendar, or a filing of your own.',
        })}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {upcoming.map((filing) => (
          <li key={filing.id}>
            <FilingCard
              filing={filing}
              stillApplies={!profile || ruleApplies(filing.ruleId, profile)}
              onFileNow={() => setOpen({ kind: 'file', filing })}
              onEdit={() => setOpen({ kind: 'edit', filing })}
              onDelete={() => setOpen({ kind: 'delete', filing })}
            />
          </li>
        ))}
      </ul>
      {open?.kind === 'file' && <FileNowDialog filing={open.filing} today={today} onClose={close} />}
      {open?.kind === 'edit' && <FilingDialog filing={open.filing} today={today} onClose={close} />}
      <ConfirmDeleteDialog
        target={open?.kind === 'delete' ? { id: open.filing.id, label: text.filingType(open.filing) } : null}
        title={t({ id: 'yourAiCa.upcoming.deleteTitle', defaultMessage: 'Delete this filing?' })}
        failedMessage={t({
          id: 'yourAiCa.upcoming.deleteFailed',
          defaultMessage: 'The filing could not be deleted. Please try again.',
        })}
        remove={remove}
        onClose={close}
      />
    </>
  );
}
