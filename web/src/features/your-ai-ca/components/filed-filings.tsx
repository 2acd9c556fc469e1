import type { FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { Card } from '@/components/ui/card';
import { useMoney } from '@/lib/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useFilingText } from '../hooks/use-filing-text';

/** How many filed filings the page lists (the CSV export has them all). */
const SHOWN = 10;

/** The filings already filed, the latest first: when, with which reference and amount. */
export function FiledFilings({ filings }: { filings: FilingView[] }) {
  const t = useT();
  const text = useFilingText();
  const rupees = useMoney('INR');
  const filed = filings
    .filter((filing) => filing.filedOn !== null)
    .sort((a, b) => b.filedOn!.localeCompare(a.filedOn!) || b.dueDate.localeCompare(a.dueDate))
    .slice(0, SHOWN);
  if (filed.length === 0)
    return (
      <p className="text-muted-foreground">{t({ id: 'yourAiCa.filed.empty', defaultMessage: 'Nothing filed yet.' })}</p>
    );
  return (
    <Card className="p-0">
      <ul className="divide-y divide-border">
        {filed.map((filing) => (
          <li key={filing.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium">
                {t(
                  { id: 'yourAiCa.filed.item', defaultMessage: '{type} · {period}' },
                  { type: text.filingType(filing), period: text.periodLabel(filing) },
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {filing.reference
                  ? t(
                      { id: 'yourAiCa.filed.onWithReference', defaultMessage: 'Filed {date} · {reference}' },
                      { date: text.formatDate(filing.filedOn!), reference: filing.reference },
                    )
                  : t(
                      { id: 'yourAiCa.filed.on', defaultMessage: 'Filed {date}' },
                      { date: text.formatDate(filing.filedOn!) },
                    )}
              </p>
            </div>
            {filing.amount !== null && <span className="font-semibold">{rupees.format(filing.amount)}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
