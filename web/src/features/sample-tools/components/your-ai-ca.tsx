import { SAMPLE_FILINGS, SAMPLE_PAYMENTS, type Filing } from '@core/tools/sample-tools/sample-data';
import { AlertTriangle, CalendarClock, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { ComingSoonNote, SamplePage, SampleRowList, SampleSection } from './sample-page';
import { useSampleText } from './sample-text';

/** The Your AI CA sample page: upcoming tax filings and recent payments. */
export function YourAiCa() {
  const t = useT();
  const { toolName } = useToolText();
  const { paymentDescription, formatDate, formatInr } = useSampleText();
  return (
    <SamplePage
      title={toolName('your-ai-ca')}
      description={t({ id: 'sampleTools.yourAiCa.description', defaultMessage: 'Keep track of your GST, income tax and TDS compliance in one place.' })}
    >
      <SampleSection title={t({ id: 'sampleTools.yourAiCa.filings', defaultMessage: 'Upcoming Filings' })}>
        <ul className="grid gap-4 md:grid-cols-3">
          {SAMPLE_FILINGS.map((filing) => (
            <li key={filing.id}>
              <FilingCard filing={filing} />
            </li>
          ))}
        </ul>
      </SampleSection>
      <SampleSection title={t({ id: 'sampleTools.yourAiCa.payments', defaultMessage: 'Recent Payments' })}>
        <SampleRowList
          rows={SAMPLE_PAYMENTS.map((payment) => ({
            id: payment.id,
            title: paymentDescription(payment),
            detail: formatDate(payment.date),
            trailing: (
              <div className="flex items-center gap-3">
                <span className="font-semibold">{formatInr(payment.amount)}</span>
                <Badge variant="success">
                  <CheckCircle2 className="mr-1 size-3" aria-hidden="true" />
                  {t({ id: 'sampleTools.yourAiCa.completed', defaultMessage: 'Completed' })}
                </Badge>
              </div>
            ),
          }))}
        />
      </SampleSection>
      <ComingSoonNote tool="your-ai-ca" sample="figures" />
    </SamplePage>
  );
}

function FilingCard({ filing }: { filing: Filing }) {
  const t = useT();
  const { filingType, formatDate, formatInr } = useSampleText();
  const headingId = useId();
  const isOverdue = filing.status === 'overdue';
  return (
    <Card aria-labelledby={headingId} role="article" className="flex h-full flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {filingType(filing)}
      </h3>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CalendarClock className="size-4" aria-hidden="true" />
        {t({ id: 'sampleTools.yourAiCa.due', defaultMessage: 'Due {date}' }, { date: formatDate(filing.dueDate) })}
      </p>
      {filing.amount !== undefined && <p className="text-lg font-semibold">{formatInr(filing.amount)}</p>}
      <div className="mt-auto">
        {isOverdue ? (
          <p className="flex items-center gap-1 font-semibold text-destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {t({ id: 'sampleTools.yourAiCa.overdue', defaultMessage: 'Overdue' })}
          </p>
        ) : (
          <Button size="sm">{t({ id: 'sampleTools.yourAiCa.fileNow', defaultMessage: 'File Now' })}</Button>
        )}
      </div>
    </Card>
  );
}
