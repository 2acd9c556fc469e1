import { marketDocuments } from '@core/tools/market-research-agent/market-documents';
import { isCurrency } from '@core/tools/money';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { moneyFormats } from '@/lib/use-money';
import type { MarketDocument } from '../hooks/use-market-document';

/**
 * The market's name and how it is saved (by itself, or with Save), and the user's saved markets: open, delete.
 * `nameIssue`: why the name will not do for something else asked of it (an AI draft of the market's overview).
 */
export function SavedMarkets({ market, nameIssue }: { market: MarketDocument; nameIssue: string | null }) {
  const t = useT();
  const { locale } = useI18n();
  // The API's summary ('TAM 240000000 USD', see market-documents.ts) in the page's language: 'TAM: $240M'.
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const [, amount, currency] = /^TAM (\d+) ([A-Z]{3})$/.exec(summary) ?? [];
    if (amount === undefined || !isCurrency(currency)) return summary;
    return t(
      { id: 'marketResearch.markets.summary', defaultMessage: 'TAM: {amount}' },
      { amount: moneyFormats(locale, currency).formatCompact(Number(amount)) },
    );
  };

  return (
    <SavedDocumentsSection
      kind={marketDocuments}
      actions={{ ...market, nameError: market.nameError ?? nameIssue }}
      openId={market.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'marketResearch.markets.title', defaultMessage: 'Saved markets' }),
        name: t({ id: 'marketResearch.markets.name', defaultMessage: 'Market name' }),
        save: t({ id: 'marketResearch.markets.save', defaultMessage: 'Save' }),
        startNew: t({ id: 'marketResearch.markets.new', defaultMessage: 'New market' }),
        listLabel: t({ id: 'marketResearch.markets.listLabel', defaultMessage: 'Saved markets' }),
        empty: t({
          id: 'marketResearch.markets.empty',
          defaultMessage: 'No saved markets yet. Name this market to keep it.',
        }),
        loadError: t({ id: 'marketResearch.markets.loadError', defaultMessage: 'Could not load your saved markets.' }),
        deleteTitle: t({ id: 'marketResearch.markets.deleteTitle', defaultMessage: 'Delete market?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'marketResearch.markets.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
