import { toCsv } from '@core/csv';
import { conversionPoint, waterfall } from '@core/tools/term-sheet-translator/waterfall';
import { seriesTerms, type WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { FileSpreadsheet } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import type { Money } from '@/lib/use-money';
import { PayoutsTable } from './payouts-table';
import { seriesLabel } from './series-label';

// The chart sits below the table, which says the same: it loads after the page, keeping the page's code in its budget.
const chartCode = loadOnce(() => import('@/components/charts/bar-chart'));
const BarChart = lazy(async () => ({ default: (await chartCode.load()).BarChart }));

/**
 * The payouts at each exit value: each series' share as converted (and, for one, where it converts), the table, a
 * stacked chart of each series and common, and its CSV. One series is 'Investors'; several are called by name.
 */
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
  const terms = useMemo(() => seriesTerms(inputs.series), [inputs.series]);
  const payouts = useMemo(
    () => waterfall(terms, inputs.seniority, inputs.exitValues),
    [terms, inputs.seniority, inputs.exitValues],
  );
  const single = inputs.series.length === 1;
  const names = single
    ? [t({ id: 'termSheet.waterfall.investors', defaultMessage: 'Investors' })]
    : inputs.series.map((one, index) => seriesLabel(t, one.name, index));
  const commonLabel = t({ id: 'termSheet.waterfall.common', defaultMessage: 'Common (founders and employees)' });
  const exitLabel = t({ id: 'termSheet.waterfall.exit', defaultMessage: 'Exit value' });
  const convertsLabel = single
    ? t({ id: 'termSheet.waterfall.converts', defaultMessage: 'Investors convert' })
    : t({ id: 'termSheet.waterfall.seriesConvert', defaultMessage: 'Series that convert' });
  const no = t({ id: 'termSheet.waterfall.no', defaultMessage: 'No' });
  const yes = t({ id: 'termSheet.waterfall.yes', defaultMessage: 'Yes' });
  const rows = payouts.map((payout) => {
    const converting = names.filter((_, index) => payout.converts[index]);
    const converts = converting.length === 0 ? no : single ? yes : intl.formatList(converting, { type: 'conjunction' });
    return { exitValue: payout.exitValue, amounts: [...payout.series, payout.common], converts };
  });
  const percent = (ownership: number) => intl.formatNumber(ownership, { style: 'percent', maximumFractionDigits: 2 });
  const only = inputs.series[0]!;
  const point = single ? conversionPoint(terms[0]!) : undefined;

  const exportCsv = () =>
    downloadFile(
      fileName,
      toCsv([
        [exitLabel, ...names, commonLabel, convertsLabel],
        ...rows.map((row) => [row.exitValue, ...row.amounts, row.converts]),
      ]),
      'text/csv;charset=utf-8',
    );

  return (
    <div className="space-y-4">
      {single ? (
        <>
          <p className="text-sm">
            {t(
              {
                id: 'termSheet.waterfall.ownership',
                defaultMessage:
                  'The investors own {percent} as converted: {investment} of a {postMoney} post-money valuation.',
              },
              {
                percent: percent(terms[0]!.ownership),
                investment: money.formatWhole(only.investment),
                postMoney: money.formatWhole(only.postMoney),
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
        </>
      ) : (
        <div className="space-y-1 text-sm">
          <p>
            {t({
              id: 'termSheet.waterfall.seriesOwnership',
              defaultMessage:
                'What each series owns as converted, after the rounds that came after it. Each converts to common where that pays it more, given what the others do.',
            })}
          </p>
          <ul className="list-disc pl-5">
            {names.map((name, index) => (
              <li key={index}>
                {t(
                  { id: 'termSheet.waterfall.seriesOwns', defaultMessage: '{name}: {percent}' },
                  { name, percent: percent(terms[index]!.ownership) },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <PayoutsTable
        headings={[exitLabel, ...names, commonLabel, convertsLabel]}
        rows={rows}
        caption={t({
          id: 'termSheet.waterfall.tableCaption',
          defaultMessage: 'Payouts to investors and common at each exit value',
        })}
        money={money}
      />
      <Suspense fallback={<div className="aspect-[2/1] w-full" />}>
        <BarChart
          title={t({ id: 'termSheet.waterfall.chartTitle', defaultMessage: 'Payouts at each exit value' })}
          layout="stacked"
          xLabels={payouts.map((payout) => money.formatCompact(payout.exitValue))}
          series={[...names, commonLabel].map((label, index) => ({
            id: String(index),
            label,
            values: rows.map((row) => row.amounts[index]!),
          }))}
          formatValue={money.formatCompact}
        />
      </Suspense>
      <Button variant="outline" size="sm" onClick={exportCsv}>
        <FileSpreadsheet className="size-4" aria-hidden="true" />
        {t({ id: 'termSheet.waterfall.export', defaultMessage: 'Export CSV' })}
      </Button>
    </div>
  );
}
