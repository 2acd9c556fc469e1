import { marketDocuments, type MarketData } from '@core/tools/market-research-agent/market-documents';
import { useCompanySettings } from '@/lib/company-settings';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkMarket, formOf, NEW_MARKET } from './market-form';

/**
 * The market on the page and its saved document (the tool documents' actions, ADR 0045): edit, save (by itself with
 * Auto save on, after a pause; else with Save), open another, start anew, delete.
 */
export function useMarketDocument() {
  const t = useT();
  // A new market is in the company's currency (ADR 0070); a saved one in its own.
  const { currency } = useCompanySettings();
  const market = useToolDocument(marketDocuments, {
    valuesOf: (data: MarketData | null) => (data ? formOf(data) : { ...NEW_MARKET, currency }),
    check: checkMarket,
    labels: {
      name: t({ id: 'marketResearch.markets.name', defaultMessage: 'Market name' }),
      startNew: t({ id: 'marketResearch.markets.new', defaultMessage: 'New market' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'marketResearch.markets.defaultName', defaultMessage: 'Market {number}' }, { number }),
      nameTaken: t({ id: 'marketResearch.markets.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'marketResearch.markets.goneOnSave',
        defaultMessage: 'This market no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'marketResearch.markets.saveError',
        defaultMessage: 'Could not save the market. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'marketResearch.markets.gone', defaultMessage: 'This market no longer exists.' }),
      openError: t({
        id: 'marketResearch.markets.openError',
        defaultMessage: 'Could not open the market. Please try again.',
      }),
      deleteError: t({
        id: 'marketResearch.markets.deleteError',
        defaultMessage: 'Could not delete the market. Please try again.',
      }),
      fixFields: t({
        id: 'marketResearch.markets.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  return { ...market, form: market.values };
}

export type MarketDocument = ReturnType<typeof useMarketDocument>;
