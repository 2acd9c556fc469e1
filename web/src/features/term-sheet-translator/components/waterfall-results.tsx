import { toCsv } from '@core/csv';
import {
  conversionPoint,
  investorOwnership,
  waterfall,
  type WaterfallTerms,
} from '@core/tools/term-sheet-translator/waterfall';
import type { WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { FileSpreadsheet } from 'lucide-react';
import { useMemo } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useI18n, useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';

/** The payouts at each exit value: who converts where, the table, a stacked chart of investors and common, and its CSV. */
export function WaterfallResults({
  inputs,
  money,
  fileName,
}: {
  inputs: WaterfallInputs;
  money: Money;
  fileName: string;
}) {
  const t = useT();
  const intl = useI18n();
  const terms: WaterfallTerms = inputs;
  const payouts = useMemo(() => waterfall(terms, inputs.exitValues), [terms, inputs.exitValues]);
  const point = conversionPoint(terms);
  const investorsLabel = t({ id: 'termSheet.waterfall.investors', defaultMessage: 'Investors' });
  const commonLabel = t({ id: 'termSheet.waterfall.common', defaultMessage: 'Common (founders and employees)' });
  const exitLabel = t({ id: 'termSheet.waterfall.exit', defaultMessage: 'Exit value' });
  const convertsLabel = t({ id: 'termSheet.waterfall.converts', defaultMessage: 'Investors convert' });
  const caption = t({
    id: 'termSheet.waterfall.tableCaption',
    defaultMessage: 'Payouts to investors and common at each exit value',
  });
  const yes = t({ id: 'termSheet.waterfall.yes', defaultMessage: 'Yes' });
  const no = t({ id: 'termSheet.waterfall.no', defaultMessage: 'No' });

  const exportCsv = () => {
    const rows = payouts.map((payout) => [
      payout.exitValue,
      payout.investors,
      payout.common,
      payout.converts ? yes : no,
    ]);
    downloadFile(
      fileName,
      toCsv([[exitLabel, investorsLabel, commonLabel, convertsLabel], ...rows]),
      'text/csv;charset=utf-8',
    );
  };

  return (
    <div className="space-y-4">
      <p className="text-sm">
        {t(
          {
            id: 'termSheet.waterfall.ownership',
            defaultMessage:
              'The investors own {percent} as converted: {investment} of a {postMoney} post-money valuation.',
          },
          {
            percent: intl.formatNumber(investorOwnership(terms), { style: 'percent', maximumFractionDigits: 2 }),
            investment: money.formatWhole(inputs.investment),
            postMoney: money.formatWhole(inputs.postMoney),
          },
        )}
      </p>
      <p className="text-sm">
        {point === undefined
          ? t({
              id: 'termSheet.waterfall.neverConverts',
              defaultMessage:
                'Participating without a cap, they never convert: at every exit they take their preference and their share of the rest.',
            })
          : t(
              {
                id: 'termSheet.waterfall.convertsAbove',
                defaultMessage:
                  'Above an exit of {value}, they do better converting to common than keeping their preference.',
              },
              { value: money.formatWhole(point) },
            )}
      </p>
      {/* Scrolls on its own in a narrow column; focusable so the keyboard can scroll it too. */}
      <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {exitLabel}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {investorsLabel}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {commonLabel}
              </th>
              <th scope="col" className="py-2 font-medium">
                {convertsLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout, index) => (
              // The same exit value may be entered twice: each row is its place in the list.
              <tr key={index} className="border-b border-border/60">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {money.formatWhole(payout.exitValue)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{money.formatWhole(payout.investors)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money.formatWhole(payout.common)}</td>
                <td className="py-2">{payout.converts ? yes : no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BarChart
        title={t({ id: 'termSheet.waterfall.chartTitle', defaultMessage: 'Payouts at each exit value' })}
        layout="stacked"
        xLabels={payouts.map((payout) => money.formatCompact(payout.exitValue))}
        series={[
          { id: 'investors', label: investorsLabel, values: payouts.map((payout) => payout.investors) },
          { id: 'common', label: commonLabel, values: payouts.map((payout) => payout.common) },
        ]}
        formatValue={money.formatCompact}
      />
      <Button variant="outline" size="sm" onClick={exportCsv}>
        <FileSpreadsheet className="size-4" aria-hidden="true" />
        {t({ id: 'termSheet.waterfall.export', defaultMessage: 'Export CSV' })}
      </Button>
    </div>
  );
}
