import { marketDocuments } from '@core/tools/market-research-agent/market-documents';
import { isCurrency } from '@core/tools/money';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { moneyFormats } from '@/lib/use-money';
import type { MarketDocument } from '../hooks/use-market-document';

/** The user's saved markets: open, delete. */
export function SavedMarkets({ market }: { market: MarketDocument }) {
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
      actions={market}
      openId={market.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'marketResearch.markets.title', defaultMessage: 'Saved markets' }),
        listLabel: t({ id: 'marketResearch.markets.listLabel', defaultMessage: 'Saved markets' }),
        empty: t({
          id: 'marketResearch.markets.empty',
          defaultMessage: 'No saved markets yet. A market you work on saves itself here.',
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
