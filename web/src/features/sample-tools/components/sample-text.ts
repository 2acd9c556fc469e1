import { formatSampleDate, formatUsdPrice, type DomainStatus } from '@core/tools/sample-tools/sample-data';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';

/*
 * The sample pages' words that core keeps (core/tools/sample-tools/sample-data.ts), as messages keyed by core's
 * ids: core keeps the English and the figures, the web says the words in the page's language. Each English
 * default is core's text, word for word (sample-text.test.ts holds them equal). Domain names are names, said as
 * they are.
 */

/** A tracked domain's state, as its badge says it. */
const domainStatusNames: Record<DomainStatus, MessageDescriptor> = defineMessages({
  available: { id: 'sampleTools.data.domainStatus.available', defaultMessage: 'Available' },
  taken: { id: 'sampleTools.data.domainStatus.taken', defaultMessage: 'Taken' },
  expiring: { id: 'sampleTools.data.domainStatus.expiring', defaultMessage: 'Expiring' },
});

export type SampleText = {
  domainStatusName: (status: DomainStatus) => string;
  /** A dollar price with cents: '$12.99' in English. */
  formatUsdPrice: (amount: number) => string;
  /** An ISO date: '20 Jul 2025' in English, read as UTC. */
  formatDate: (isoDate: string) => string;
};

/** The sample pages' words and figures in the page's language (English, as core says them, outside the provider). */
export function useSampleText(): SampleText {
  const intl = useI18n();
  return useMemo(() => {
    // English keeps core's formats ('$12.99', '20 Jul 2025'); another language has its own, the currency kept.
    const isEnglish = intl.locale === 'en' || intl.locale.startsWith('en-');
    return {
      domainStatusName: (status) => intl.formatMessage(domainStatusNames[status]),
      formatUsdPrice: isEnglish
        ? formatUsdPrice
        : (amount) => intl.formatNumber(amount, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
      formatDate: isEnglish
        ? formatSampleDate
        : (isoDate) => intl.formatDate(new Date(isoDate), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
  }, [intl]);
}
