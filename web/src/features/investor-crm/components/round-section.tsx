import { pipelineFigures } from '@core/tools/investor-crm/pipeline-figures';
import { useMemo } from 'react';
import { CurrencySelect } from '@/components/currency-select';
import { MoneyField } from '@/components/money-field';
import { SectionCard } from '@/components/section-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import type { PipelineDocument } from '../hooks/use-pipeline-document';
import { useStageNames } from '../hooks/use-stage-names';
import { WideTable } from '@/components/ui/wide-table';

/**
 * The round: its target and currency, the committed total as a progress bar, and the funnel — how many investors
 * reached each stage and the share of the stage before that did.
 */
export function RoundSection({ pipeline }: { pipeline: PipelineDocument }) {
  const t = useT();
  const intl = useI18n();
  const { form, checked, change } = pipeline;
  const money = useMoney(form.currency);
  const stageNames = useStageNames();
  const target = checked.data?.roundTarget ?? null;
  const figures = useMemo(() => pipelineFigures(form.investors, target), [form.investors, target]);
  const committed = money.formatWhole(figures.committed);
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const progressText =
    target === null
      ? ''
      : t(
          { id: 'investorCrm.round.progressText', defaultMessage: '{committed} of {target} committed ({percent})' },
          { committed, target: money.formatWhole(target), percent: percent(figures.progress ?? 0) },
        );
  return (
    <SectionCard
      title={t({ id: 'investorCrm.round.title', defaultMessage: 'Round' })}
      summary={
        target === null
          ? t({ id: 'investorCrm.round.summaryNoTarget', defaultMessage: '{committed} committed' }, { committed })
          : t(
              { id: 'investorCrm.round.summary', defaultMessage: '{committed} of {target} committed' },
              { committed, target: money.formatWhole(target) },
            )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          label={t({ id: 'investorCrm.round.target', defaultMessage: 'Round target' })}
          value={form.roundTarget}
          currency={form.currency}
          onValue={(roundTarget) => change(() => ({ roundTarget }))}
          error={checked.issues['roundTarget']}
        />
        <CurrencySelect value={form.currency} onChange={(currency) => change(() => ({ currency }))} />
      </div>
      <div className="mt-4 space-y-1">
        {target === null ? (
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: 'investorCrm.round.committedNoTarget',
                defaultMessage: '{committed} committed. Set a round target to see your progress.',
              },
              { committed },
            )}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium">{progressText}</p>
            <ProgressBar
              label={t({ id: 'investorCrm.round.progress', defaultMessage: 'Committed' })}
              value={Math.min(figures.committed, target)}
              max={target}
              valueText={progressText}
            />
          </>
        )}
        {figures.committedWithoutAmount > 0 && (
          <p className="text-xs text-muted-foreground">
            {t(
              {
                id: 'investorCrm.round.withoutAmount',
                defaultMessage:
                  '{count, plural, one {# committed investor has} other {# committed investors have}} no cheque size yet.',
              },
              { count: figures.committedWithoutAmount },
            )}
          </p>
        )}
      </div>
      <WideTable className="text-sm" boxClassName="mt-4">
        <caption className="sr-only">
          {t({ id: 'investorCrm.funnel.caption', defaultMessage: 'Investors who reached each stage' })}
        </caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {t({ id: 'investorCrm.funnel.stage', defaultMessage: 'Stage' })}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t({ id: 'investorCrm.funnel.now', defaultMessage: 'Now' })}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t({ id: 'investorCrm.funnel.reached', defaultMessage: 'Reached' })}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t({ id: 'investorCrm.funnel.conversion', defaultMessage: 'From the stage before' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.funnel.map(({ stage, reached, conversion }) => (
            <tr key={stage} className="border-t">
              <th scope="row" className="py-1 text-left font-normal">
                {stageNames[stage]}
              </th>
              <td className="py-1 text-right tabular-nums">{intl.formatNumber(figures.counts[stage])}</td>
              <td className="py-1 text-right tabular-nums">{intl.formatNumber(reached)}</td>
              <td className="py-1 text-right tabular-nums">
                {conversion === null
                  ? t({ id: 'investorCrm.funnel.noConversion', defaultMessage: '—' })
                  : percent(conversion)}
              </td>
            </tr>
          ))}
          <tr className="border-t">
            <th scope="row" className="py-1 text-left font-normal">
              {stageNames.passed}
            </th>
            <td className="py-1 text-right tabular-nums">{intl.formatNumber(figures.counts.passed)}</td>
            <td />
            <td />
          </tr>
        </tbody>
      </WideTable>
    </SectionCard>
  );
}
