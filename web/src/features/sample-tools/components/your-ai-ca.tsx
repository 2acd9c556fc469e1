import { formatInr, formatSampleDate, SAMPLE_FILINGS, SAMPLE_PAYMENTS, type Filing } from '@core/tools/sample-tools/sample-data';
import { AlertTriangle, CalendarClock, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoonNote, SamplePage, SampleRowList, SampleSection } from './sample-page';

/** The Your AI CA sample page: upcoming tax filings and recent payments. */
export function YourAiCa() {
  return (
    <SamplePage title="Your AI CA" description="Keep track of your GST, income tax and TDS compliance in one place.">
      <SampleSection title="Upcoming Filings">
        <ul className="grid gap-4 md:grid-cols-3">
          {SAMPLE_FILINGS.map((filing) => (
            <li key={filing.id}>
              <FilingCard filing={filing} />
            </li>
          ))}
        </ul>
      </SampleSection>
      <SampleSection title="Recent Payments">
        <SampleRowList
          rows={SAMPLE_PAYMENTS.map((payment) => ({
            id: payment.id,
            title: payment.description,
            detail: formatSampleDate(payment.date),
            trailing: (
              <div className="flex items-center gap-3">
                <span className="font-semibold">{formatInr(payment.amount)}</span>
                <Badge variant="success">
                  <CheckCircle2 className="mr-1 size-3" aria-hidden="true" />
                  Completed
                </Badge>
              </div>
            ),
          }))}
        />
      </SampleSection>
      <ComingSoonNote>These are sample figures. Full functionality of Your AI CA is coming soon.</ComingSoonNote>
    </SamplePage>
  );
}

function FilingCard({ filing }: { filing: Filing }) {
  const headingId = useId();
  const isOverdue = filing.status === 'overdue';
  return (
    <Card aria-labelledby={headingId} role="article" className="flex h-full flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {filing.type}
      </h3>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarClock className="size-4" aria-hidden="true" />
        Due {formatSampleDate(filing.dueDate)}
      </p>
      {filing.amount !== undefined && <p className="text-lg font-semibold">{formatInr(filing.amount)}</p>}
      <div className="mt-auto">
        {isOverdue ? (
          <p className="flex items-center gap-1 font-semibold text-destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            Overdue
          </p>
        ) : (
          <Button size="sm">File Now</Button>
        )}
      </div>
    </Card>
  );
}
