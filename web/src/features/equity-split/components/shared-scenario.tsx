import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { SharedToolDocument } from '@core/tools/tool-document-contracts';
import { splitEquity } from '@core/tools/equity-split/equity-split';
import { Copy } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SharedDocumentHeader } from '@/components/shared-document-header';
import { useT } from '@/lib/i18n/use-t';
import { EquityResults } from './equity-results';
import { useFounderDisplay } from './founder-display';
import { FoundersLayout } from './founders-layout';
import { VestingSection } from './vesting-section';
import { vestingDraftOf } from './vesting-draft';

type SharedScenarioProps = { scenario: SharedToolDocument<EquityScenarioData>; onOpenCopy: () => void };

/** A scenario opened through its link: read-only founders, split and vesting; a copy can be opened in the calculator. */
export function SharedScenario({ scenario, onOpenCopy }: SharedScenarioProps) {
  const t = useT();
  const { founderLabel, nameWithRole, factors } = useFounderDisplay();
  const { founders } = scenario.data;
  const shares = useMemo(() => splitEquity(founders), [founders]);
  const vesting = useMemo(
    () => new Map(founders.map((founder) => [founder.id, vestingDraftOf(founder.vesting)])),
    [founders],
  );
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 p-4 sm:p-6">
      <SharedDocumentHeader
        kicker={t({ id: 'equitySplit.shared.kicker', defaultMessage: 'Shared equity scenario · read-only' })}
        document={scenario}
      >
        <Button variant="outline" onClick={onOpenCopy}>
          <Copy className="size-4" aria-hidden="true" />
          {t({ id: 'equitySplit.shared.openCopy', defaultMessage: 'Open a Copy in the Calculator' })}
        </Button>
      </SharedDocumentHeader>

      <FoundersLayout
        cards={founders.map((founder) => (
          <Card key={founder.id} role="region" aria-label={founderLabel(founder)} className="space-y-3">
            <h3 className="text-lg font-semibold">
              {nameWithRole(founder, {
                name: (chunks) => chunks,
                role: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
              })}
            </h3>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              {factors.map(({ key, label }) => (
                <div key={key}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold tabular-nums">{founder[key]}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
        results={<EquityResults founders={founders} isOutdated={false} />}
      />

      <VestingSection founders={founders} shares={shares} vestingOf={(id) => vesting.get(id)} />
    </div>
  );
}
