import { useState } from 'react';
import { fileNameOf } from '@/lib/file-name-of';
import { SampleBanner } from '@/components/sample-banner';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentSample } from '@/lib/use-document-sample';
import { marketSampleOf } from '../hooks/market-sample';
import { useMarketDocument } from '../hooks/use-market-document';
import { BottomUpSection, TopDownSection } from './assumptions-sections';
import { MarketOverview } from './market-overview';
import { MarketSizesSection } from './market-sizes-section';
import { overviewRequestOf } from './overview-request';
import { SavedMarkets } from './saved-markets';
import { useAssumptionLabels } from './use-assumption-labels';

/**
 * The /tool/market-research-agent page: a market sized top-down (TAM, SAM, SOM) and bottom-up, each assumption
 * with its source, a chart, and the founder's overview (or an AI draft of it); saved as named markets, exported as CSV.
 */
export function MarketResearchAgent() {
  const t = useT();
  const market = useMarketDocument();
  const labels = useAssumptionLabels();
  const sample = useDocumentSample(market, () => marketSampleOf(market.form.currency, t));
  // Once an AI draft was asked for, the market's name field says when the draft needs it: a name typed, not the
  // default one ('Market 1' is no market to research).
  const [askedAi, setAskedAi] = useState(false);
  const overviewRequest = overviewRequestOf(market.isNamed ? market.name : '', market.form, labels);
  return (
    <ToolPage
      toolId="market-research-agent"
      description={t({
        id: 'marketResearch.page.description',
        defaultMessage:
          'Size your market top-down and bottom-up, write down where each figure comes from, and keep an overview of the market.',
      })}
      document={{ ...market, nameError: market.nameError ?? (askedAi ? overviewRequest.nameIssue : null) }}
      saved={<SavedMarkets market={market} />}
    >
      {sample.isSample && <SampleBanner onRemove={sample.removeSample} />}
      <TopDownSection market={market} labels={labels} />
      <BottomUpSection market={market} labels={labels} />
      <MarketSizesSection
        data={market.checked.data}
        labels={labels}
        fileName={fileNameOf(market.name, 'market')}
        sample={sample}
      />
      <MarketOverview
        market={market}
        request={() => {
          setAskedAi(true);
          return overviewRequest.request;
        }}
      />
    </ToolPage>
  );
}
