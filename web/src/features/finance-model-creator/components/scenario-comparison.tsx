import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import { projectModel } from '@core/tools/finance-model-creator/project-model';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { toolDocumentQueryOptions, toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { toolDocumentsKey } from '@/lib/tool-documents/tool-documents-key';
import { moneyFormats } from '@/lib/use-money';
import { useProjectionText } from './use-projection-text';

/** Two or more saved scenarios side by side: their runway, break-even and cash, and their cash balances on one chart. */
export function ScenarioComparison() {
  const t = useT();
  const intl = useI18n();
  const text = useProjectionText();
  const id = useId();
  const list = useQuery(toolDocumentsQueryOptions(financeModelDocuments));
  const [picked, setPicked] = useState<string[]>([]);
  const saved = list.data ?? [];
  const chosen = picked.filter((scenarioId) => saved.some((scenario) => scenario.id === scenarioId));
  const queryClient = useQueryClient();
  // The chosen scenarios at the versions the list has (a save refreshes the list, so the comparison follows).
  // One query for them all rather than useQueries, which would add its observer to every page's entry.
  const versions = chosen.map(
    (scenarioId) => `${scenarioId}@${saved.find((scenario) => scenario.id === scenarioId)?.version ?? 0}`,
  );
  const documents = useQuery({
    queryKey: [...toolDocumentsKey(financeModelDocuments.toolId), 'compare', ...versions],
    queryFn: () =>
      Promise.all(
        chosen.map((scenarioId) => queryClient.fetchQuery(toolDocumentQueryOptions(financeModelDocuments, scenarioId))),
      ),
    enabled: chosen.length >= 2,
  });
  const loaded = documents.data ?? [];
  // A few scenarios of at most 60 months: projected on each render (a fraction of a millisecond each, ADR 0046).
  const compared = loaded.map((document) => ({
    id: document.id,
    name: document.name,
    currency: document.data.currency,
    projection: projectModel(document.data),
  }));
  const longest = Math.max(0, ...compared.map((scenario) => scenario.projection.months.length));
  const xLabels = useMemo(
    () => Array.from({ length: longest }, (_, index) => text.monthShort(index + 1)),
    [longest, text],
  );
  const currencies = new Set(compared.map((scenario) => scenario.currency));
  const [onlyCurrency] = currencies;
  const formatAxis =
    currencies.size === 1 && onlyCurrency
      ? moneyFormats(intl.locale, onlyCurrency).formatCompact
      : (value: number) => intl.formatNumber(value, { notation: 'compact' });
  const toggle = (scenarioId: string, on: boolean) =>
    setPicked((current) => (on ? [...current, scenarioId] : current.filter((other) => other !== scenarioId)));
  const rows = [
    {
      label: t({ id: 'financeModel.results.runway', defaultMessage: 'Runway' }),
      cell: (scenario: (typeof compared)[number]) => text.runway(scenario.projection),
    },
    {
      label: t({ id: 'financeModel.results.breakEven', defaultMessage: 'Break-even' }),
      cell: (scenario: (typeof compared)[number]) => text.breakEven(scenario.projection),
    },
    {
      label: t({ id: 'financeModel.results.endingCash', defaultMessage: 'Cash at the end' }),
      cell: (scenario: (typeof compared)[number]) =>
        moneyFormats(intl.locale, scenario.currency).formatWhole(scenario.projection.months.at(-1)?.cash ?? 0),
    },
    {
      label: t({ id: 'financeModel.results.lowestCash', defaultMessage: 'Lowest cash' }),
      cell: (scenario: (typeof compared)[number]) =>
        moneyFormats(intl.locale, scenario.currency).formatWhole(scenario.projection.lowestCash),
    },
  ];
  const chartTitle = t({ id: 'financeModel.compare.chart', defaultMessage: 'Cash balance by scenario' });

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t({ id: 'financeModel.compare.title', defaultMessage: 'Compare Scenarios' })}
      </h2>
      {saved.length < 2 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'financeModel.compare.needTwo',
            defaultMessage:
              'Save two or more scenarios (a base case and a downside, say) to compare them side by side.',
          })}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            {t({ id: 'financeModel.compare.choose', defaultMessage: 'Scenarios to compare' })}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {saved.map((scenario) => (
              <label key={scenario.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.includes(scenario.id)}
                  onChange={(event) => toggle(scenario.id, event.target.checked)}
                />
                {scenario.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {saved.length >= 2 && chosen.length < 2 && (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'financeModel.compare.pickTwo', defaultMessage: 'Choose two or more scenarios.' })}
        </p>
      )}
      {chosen.length >= 2 && documents.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t({
            id: 'financeModel.compare.loadError',
            defaultMessage: 'Could not load every scenario. Please try again.',
          })}
        </p>
      )}
      {chosen.length >= 2 && documents.isPending && <Skeleton className="h-40" />}
      {chosen.length >= 2 && compared.length === chosen.length && (
        <>
          <div
            role="region"
            aria-label={t({ id: 'financeModel.compare.table', defaultMessage: 'Scenarios side by side' })}
            tabIndex={0}
            className="overflow-x-auto"
          >
            <table className="w-full text-sm tabular-nums">
              <thead>
                <tr>
                  <td />
                  {compared.map((scenario) => (
                    <th key={scenario.id} scope="col" className="px-3 py-2 text-right font-semibold">
                      {scenario.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 text-left font-normal text-muted-foreground">
                      {row.label}
                    </th>
                    {compared.map((scenario) => (
                      <td key={scenario.id} className="px-3 py-2 text-right">
                        {row.cell(scenario)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="font-semibold">{chartTitle}</h3>
          <LineChart
            title={chartTitle}
            xLabels={xLabels}
            series={compared.map((scenario) => ({
              id: scenario.id,
              label: scenario.name,
              values: scenario.projection.months.map((month) => month.cash),
            }))}
            formatValue={formatAxis}
          />
        </>
      )}
    </Card>
  );
}
