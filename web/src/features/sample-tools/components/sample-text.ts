import {
  formatInr,
  formatSampleDate,
  formatUsdPrice,
  type BrandCategory,
  type DomainStatus,
  type Transaction,
} from '@core/tools/sample-tools/sample-data';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';

/*
 * The sample pages' words that core keeps (core/tools/sample-tools/sample-data.ts), as messages keyed by core's
 * ids: core keeps the English and the figures, the web says the words in the page's language. Each English
 * default is core's text, word for word (sample-text.test.ts holds them equal). Brand and domain names are names,
 * said as they are.
 */

/** SAMPLE_TRANSACTIONS' descriptions, by transaction id. */
const transactionDescriptions: Record<string, MessageDescriptor> = defineMessages({
  'txn-1': { id: 'sampleTools.data.transaction.txn1', defaultMessage: 'Client payment: Acme Retail' },
  'txn-2': { id: 'sampleTools.data.transaction.txn2', defaultMessage: 'AWS hosting' },
  'txn-3': { id: 'sampleTools.data.transaction.txn3', defaultMessage: 'Subscription revenue' },
  'txn-4': { id: 'sampleTools.data.transaction.txn4', defaultMessage: 'Google Ads campaign' },
  'txn-5': { id: 'sampleTools.data.transaction.txn5', defaultMessage: 'Office rent' },
});

/** The accounts: SAMPLE_BUDGET's line names and SAMPLE_TRANSACTIONS' categories, by core's name. */
const accountNames: Record<string, MessageDescriptor> = defineMessages({
  Revenue: { id: 'sampleTools.data.account.revenue', defaultMessage: 'Revenue' },
  Marketing: { id: 'sampleTools.data.account.marketing', defaultMessage: 'Marketing' },
  Operations: { id: 'sampleTools.data.account.operations', defaultMessage: 'Operations' },
  Development: { id: 'sampleTools.data.account.development', defaultMessage: 'Development' },
  Salaries: { id: 'sampleTools.data.account.salaries', defaultMessage: 'Salaries' },
});

/** BRAND_CATEGORIES, by core's category. */
const brandCategoryNames: Record<BrandCategory, MessageDescriptor> = defineMessages({
  Modern: { id: 'sampleTools.data.brandCategory.modern', defaultMessage: 'Modern' },
  Creative: { id: 'sampleTools.data.brandCategory.creative', defaultMessage: 'Creative' },
  Tech: { id: 'sampleTools.data.brandCategory.tech', defaultMessage: 'Tech' },
  Professional: { id: 'sampleTools.data.brandCategory.professional', defaultMessage: 'Professional' },
});

/** A domain's state, as its badge says it (a tracked domain's, or a suggested brand name's). */
const domainStatusNames: Record<DomainStatus, MessageDescriptor> = defineMessages({
  available: { id: 'sampleTools.data.domainStatus.available', defaultMessage: 'Available' },
  taken: { id: 'sampleTools.data.domainStatus.taken', defaultMessage: 'Taken' },
  expiring: { id: 'sampleTools.data.domainStatus.expiring', defaultMessage: 'Expiring' },
});

export type SampleText = {
  transactionDescription: (transaction: Pick<Transaction, 'id' | 'description'>) => string;
  /** A budget line's name or a transaction's category. */
  accountName: (name: string) => string;
  brandCategoryName: (category: BrandCategory) => string;
  domainStatusName: (status: DomainStatus) => string;
  /** Rupees: '₹1,25,000' in English (Indian grouping, as core formats them), '1.25.000 ₹' in German… */
  formatInr: (amount: number) => string;
  /** A dollar price with cents: '$12.99' in English. */
  formatUsdPrice: (amount: number) => string;
  /** An ISO date: '20 Jul 2025' in English, read as UTC. */
  formatDate: (isoDate: string) => string;
  /** A whole percent: '110%' in English, '110 %' in French. */
  formatPercent: (percent: number) => string;
};

/** The sample pages' words and figures in the page's language (English, as core says them, outside the provider). */
export function useSampleText(): SampleText {
  const intl = useI18n();
  return useMemo(() => {
    /** Core's text when no message is keyed by its id (a row added to core and not yet here). */
    const say = (messages: Record<string, MessageDescriptor>, key: string, english: string) => {
      const message = messages[key];
      return message ? intl.formatMessage(message) : english;
    };
    // English keeps core's formats (Indian rupee grouping, '20 Jul 2025'); another language has its own, the currency kept.
    const isEnglish = intl.locale === 'en' || intl.locale.startsWith('en-');
    return {
      transactionDescription: (transaction) => say(transactionDescriptions, transaction.id, transaction.description),
      accountName: (name) => say(accountNames, name, name),
      brandCategoryName: (category) => intl.formatMessage(brandCategoryNames[category]),
      domainStatusName: (status) => intl.formatMessage(domainStatusNames[status]),
      formatInr: isEnglish
        ? formatInr
        : (amount) => {
            const digits = Number.isInteger(amount) ? 0 : 2;
            return intl.formatNumber(amount, {
              style: 'currency',
              currency: 'INR',
              currencyDisplay: 'narrowSymbol',
              minimumFractionDigits: digits,
              maximumFractionDigits: digits,
            });
          },
      formatUsdPrice: isEnglish
        ? formatUsdPrice
        : (amount) => intl.formatNumber(amount, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
      formatDate: isEnglish
        ? formatSampleDate
        : (isoDate) => intl.formatDate(new Date(isoDate), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
      formatPercent: (percent) => intl.formatNumber(percent, { style: 'unit', unit: 'percent', maximumFractionDigits: 0 }),
    };
  }, [intl]);
}
