import { helplinesFor, type Helpline } from '@core/tools/mental-health-support/helplines';
import type { Currency } from '@core/tools/money';
import { Phone } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { SectionCard } from '@/components/section-card';
import { useCompanySettings } from '@/lib/company-settings';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/** What each helpline is, in the reader's language (its name stays its own). */
const ABOUT = defineMessages<Helpline['id']>({
  'tele-manas': {
    id: 'mentalHealth.helpline.teleManas',
    defaultMessage:
      'India’s national tele-mental health helpline (Ministry of Health and Family Welfare): free, at any hour, in 20 languages.',
  },
  'lifeline-988': {
    id: 'mentalHealth.helpline.lifeline988',
    defaultMessage: 'United States: call or text 988, or chat on its site — free and confidential, at any hour.',
  },
  samaritans: {
    id: 'mentalHealth.helpline.samaritans',
    defaultMessage: 'United Kingdom and Ireland: free from any phone, at any hour, every day of the year.',
  },
  telefonseelsorge: {
    id: 'mentalHealth.helpline.telefonseelsorge',
    defaultMessage: 'Germany: free and anonymous, at any hour; also by chat and e-mail on its site.',
  },
  'ligne-3114': {
    id: 'mentalHealth.helpline.3114',
    defaultMessage: 'France: the national suicide prevention line, free and confidential, at any hour.',
  },
  'linea-024': {
    id: 'mentalHealth.helpline.024',
    defaultMessage:
      'Spain: the Ministry of Health’s line for people at risk of suicide and those close to them, free and confidential, at any hour.',
  },
});

/** The country whose helpline to list first: the company's, as its currency and the page's language tell. */
function countryOf(currency: Currency, language: string): string | null {
  if (currency === 'INR') return 'IN';
  if (currency === 'USD') return 'US';
  if (currency === 'GBP') return 'GB';
  if (currency === 'EUR') return { de: 'DE', fr: 'FR', es: 'ES' }[language] ?? null;
  return null;
}

/** Crisis helplines, the reader's country first: each dialled in one tap, with its site and where it was checked. */
export function HelplinesSection() {
  const t = useT();
  const format = useFormat();
  const { currency } = useCompanySettings();
  const { language } = useLanguage();
  return (
    <SectionCard
      title={t({ id: 'mentalHealth.helplines.title', defaultMessage: 'Talk to someone now' })}
      aside={
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'mentalHealth.helplines.intro',
            defaultMessage:
              'If you are in danger now, call your local emergency number. These helplines listen at any hour, for free; you do not need to be in crisis to call.',
          })}
        </p>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {helplinesFor(countryOf(currency, language)).map((helpline) => (
          <li key={helpline.id} className="space-y-2 rounded-md border border-border p-3">
            <h3 className="font-semibold">{helpline.name}</h3>
            <p className="text-sm text-muted-foreground">{t(ABOUT[helpline.id])}</p>
            <p className="flex flex-wrap gap-2">
              {helpline.numbers.map(({ shown, dial }) => (
                <a
                  key={dial}
                  href={`tel:${dial}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-3 text-sm font-semibold text-primary-foreground"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {shown}
                </a>
              ))}
            </p>
            <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
              <a
                href={helpline.site}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center underline underline-offset-2"
              >
                {new URL(helpline.site).hostname}
              </a>
              {t(
                { id: 'mentalHealth.helplines.checked', defaultMessage: 'Checked on {date}' },
                { date: format.calendarDate(helpline.checkedOn) },
              )}
              {helpline.sources.map((source, index) => (
                <a
                  key={source}
                  href={source}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-6 items-center underline underline-offset-2"
                >
                  {t({ id: 'mentalHealth.helplines.source', defaultMessage: 'Source {number}' }, { number: index + 1 })}
                </a>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
