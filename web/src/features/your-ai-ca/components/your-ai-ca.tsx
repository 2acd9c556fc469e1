import { Building2, CalendarPlus, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ToolPage } from '@/components/tool-page';
import { Button } from '@/components/ui/button';
import { QueryContent } from '@/components/ui/query-content';
import { toast } from '@/lib/toast';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useAddCalendar } from '../api/add-calendar';
import { useCompliance } from '../api/get-compliance';
import { useCalendarAddedToast } from '../hooks/use-calendar-added-toast';
import { CompanyProfileDialog } from './company-profile-dialog';
import { ExportFilingsButton, ExportPaymentsButton } from './export-buttons';
import { FiledFilings } from './filed-filings';
import { FilingDialog } from './filing-dialog';
import { PaymentDialog } from './payment-dialog';
import { RecentPayments } from './recent-payments';
import { ReminderSettings } from './reminder-settings';
import { UndatedProfessionalTax } from './undated-professional-tax';
import { UpcomingFilings } from './upcoming-filings';

/** A titled section of the page (an h2), with its actions beside the title. */
function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {children}
    </section>
  );
}

/** Your AI CA: the founder's compliance calendar — upcoming filings with File Now, what was filed, payments, reminders. */
export function YourAiCa() {
  const t = useT();
  const compliance = useCompliance();
  const addCalendar = useAddCalendar();
  const messageOf = useMessageOf();
  const sayAdded = useCalendarAddedToast();
  const [adding, setAdding] = useState<'filing' | 'payment' | 'answers' | null>(null);

  // Without answers the calendar cannot know what applies: it asks first, and adds once they are saved.
  const onAddCalendar = async () => {
    if (!compliance.data?.profile) {
      setAdding('answers');
      return;
    }
    try {
      sayAdded((await addCalendar.mutateAsync()).added.length);
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t({ id: 'yourAiCa.calendar.failed', defaultMessage: 'The calendar could not be added. Please try again.' }),
        ),
      );
    }
  };

  return (
    <ToolPage
      toolId="your-ai-ca"
      description={t({
        id: 'yourAiCa.page.description',
        defaultMessage:
          'Your GST, TDS, income tax and company filings, with their due dates and your payments, in one calendar.',
      })}
      headerExtras={
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void onAddCalendar()}
            disabled={addCalendar.isPending || !compliance.data}
            aria-busy={addCalendar.isPending}
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t({ id: 'yourAiCa.calendar.add', defaultMessage: 'Add Indian compliance calendar' })}
          </Button>
          {compliance.data?.profile && (
            <Button variant="outline" onClick={() => setAdding('answers')}>
              <Building2 className="size-4" aria-hidden="true" />
              {t({ id: 'yourAiCa.profile.change', defaultMessage: 'What applies to your company' })}
            </Button>
          )}
          <Button variant="outline" onClick={() => setAdding('filing')} disabled={!compliance.data}>
            <Plus className="size-4" aria-hidden="true" />
            {t({ id: 'yourAiCa.page.addFiling', defaultMessage: 'Add filing' })}
          </Button>
        </div>
      }
      width="5xl"
    >
      <QueryContent
        query={compliance}
        errorMessage={t({
          id: 'yourAiCa.page.loadFailed',
          defaultMessage: 'Your compliance calendar could not be loaded. Please try again later.',
        })}
        skeletonClassName="h-64 w-full"
      >
        {(overview) => (
          <>
            <Section
              title={t({ id: 'yourAiCa.upcoming.title', defaultMessage: 'Upcoming Filings' })}
              actions={<ExportFilingsButton overview={overview} />}
            >
              <UndatedProfessionalTax profile={overview.profile} />
              <UpcomingFilings filings={overview.filings} today={overview.today} profile={overview.profile} />
            </Section>
            <Section title={t({ id: 'yourAiCa.reminder.title', defaultMessage: 'Reminders' })}>
              <ReminderSettings key={overview.settings.reminderDays} settings={overview.settings} />
            </Section>
            <Section
              title={t({ id: 'yourAiCa.payments.title', defaultMessage: 'Recent Payments' })}
              actions={
                <>
                  <Button size="sm" onClick={() => setAdding('payment')}>
                    <Plus className="size-4" aria-hidden="true" />
                    {t({ id: 'yourAiCa.payments.add', defaultMessage: 'Add payment' })}
                  </Button>
                  <ExportPaymentsButton overview={overview} />
                </>
              }
            >
              <RecentPayments payments={overview.payments} today={overview.today} />
            </Section>
            <Section title={t({ id: 'yourAiCa.filed.title', defaultMessage: 'Filed' })}>
              <FiledFilings filings={overview.filings} />
            </Section>
            {adding === 'filing' && (
              <FilingDialog filing={null} today={overview.today} onClose={() => setAdding(null)} />
            )}
            {adding === 'answers' && (
              <CompanyProfileDialog profile={overview.profile} today={overview.today} onClose={() => setAdding(null)} />
            )}
            {adding === 'payment' && (
              <PaymentDialog payment={null} today={overview.today} onClose={() => setAdding(null)} />
            )}
          </>
        )}
      </QueryContent>
    </ToolPage>
  );
}
