import type { CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import { INDIAN_STATES } from '@core/tools/your-ai-ca/indian-states';
import { undatedProfessionalTax } from '@core/tools/your-ai-ca/payroll-rules';
import { Info } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';

/**
 * The professional tax the company owes as an employer that the calendar does not date (ADR 0093), said above the
 * filings: its absence from the list must not read as nothing owed. The founder adds it with 'Add filing'.
 */
export function UndatedProfessionalTax({ profile }: { profile: CompanyProfile | null }) {
  const t = useT();
  const undated = profile && undatedProfessionalTax(profile);
  if (!undated) return null;
  const state = INDIAN_STATES[undated.state];
  const text =
    undated.levy === 'localBody'
      ? t(
          {
            id: 'yourAiCa.undatedProfessionalTax.localBody',
            defaultMessage:
              'As an employer in {state}, you owe professional tax to your local body (the city corporation or municipality) for each half-year. Its dates are not in this calendar: add it with Add filing, on the dates your local body gives.',
          },
          { state },
        )
      : undated.missing === 'payments'
        ? t(
            {
              id: 'yourAiCa.undatedProfessionalTax.payments',
              defaultMessage:
                'As an employer in {state}, you pay professional tax to the state. Only its annual return is in this calendar: add the payments with Add filing, on the dates the state’s profession tax department gives.',
            },
            { state },
          )
        : t(
            {
              id: 'yourAiCa.undatedProfessionalTax.state',
              defaultMessage:
                'As an employer in {state}, you pay professional tax to the state and file its returns. Its dates are not in this calendar: add them with Add filing, on the dates the state’s tax department gives.',
            },
            { state },
          );
  return (
    <p role="note" className="mb-4 flex gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        {text}{' '}
        <a
          href={undated.source.url}
          target="_blank"
          rel="noopener noreferrer"
          title={undated.source.title}
          className="inline-block min-h-6 underline underline-offset-2"
        >
          {t(
            { id: 'yourAiCa.filing.source', defaultMessage: 'Official source: {site}' },
            { site: new URL(undated.source.url).hostname.replace(/^www\./, '') },
          )}
        </a>
      </span>
    </p>
  );
}
