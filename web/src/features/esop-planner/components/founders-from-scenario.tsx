import { equityScenarioDocuments } from '@core/tools/equity-split/equity-scenarios';
import { splitEquity } from '@core/tools/equity-split/equity-split';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { toolDocumentQueryOptions, toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import type { PlanDocument } from '../hooks/use-plan-document';

/**
 * The founders' shares split by one of the user's saved equity calculator scenarios (its percentages, as the
 * calculator rounds them), or one 'Founders' line.
 */
export function FoundersFromScenario({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const intl = useI18n();
  const queryClient = useQueryClient();
  const scenarios = useQuery(toolDocumentsQueryOptions(equityScenarioDocuments));
  const [chosen, setChosen] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { founders } = plan.form;

  const use = async () => {
    setIsLoading(true);
    setProblem(null);
    try {
      const scenario = await queryClient.fetchQuery(toolDocumentQueryOptions(equityScenarioDocuments, chosen));
      const shares = splitEquity(scenario.data.founders);
      if (shares.every((share) => share.percent === 0)) {
        setProblem(
          t({ id: 'esopPlanner.founders.noEquity', defaultMessage: 'This scenario gives no founder any equity.' }),
        );
        return;
      }
      plan.change(() => ({
        founders: scenario.data.founders.map((founder, index) => ({
          id: founder.id,
          name: founder.name,
          percent: shares[index]?.percent ?? 0,
        })),
      }));
    } catch {
      setProblem(
        t({ id: 'esopPlanner.founders.loadError', defaultMessage: 'Could not open the scenario. Please try again.' }),
      );
    } finally {
      setIsLoading(false);
    }
  };

  const list = scenarios.data ?? [];
  return (
    <div className="space-y-2 rounded-lg border border-border p-4">
      <p className="text-sm">
        {founders.length === 0
          ? t({
              id: 'esopPlanner.founders.oneLine',
              defaultMessage: 'The founders hold the shares outside the pool, shown as one line.',
            })
          : t(
              { id: 'esopPlanner.founders.split', defaultMessage: "The founders' shares are split: {split}." },
              {
                split: intl.formatList(
                  founders.map(
                    (founder) =>
                      `${founder.name} ${intl.formatNumber(founder.percent / 100, { style: 'percent', maximumFractionDigits: 2 })}`,
                  ),
                ),
              },
            )}
      </p>
      {scenarios.isError && (
        <FormAlert
          message={t({ id: 'esopPlanner.founders.listError', defaultMessage: 'Could not load your equity scenarios.' })}
        />
      )}
      {scenarios.data && list.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'esopPlanner.founders.none',
            defaultMessage: 'Save a scenario in the Equity Calculator to split the founders’ shares here.',
          })}
        </p>
      )}
      {list.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField
            layout="stacked"
            label={t({ id: 'esopPlanner.founders.scenario', defaultMessage: 'Equity scenario' })}
            value={chosen}
            options={[
              { value: '', label: t({ id: 'esopPlanner.founders.choose', defaultMessage: 'Choose a scenario' }) },
              ...list.map((scenario) => ({ value: scenario.id, label: scenario.name })),
            ]}
            onChange={setChosen}
          />
          <Button
            variant="outline"
            disabled={chosen === '' || isLoading}
            aria-busy={isLoading}
            onClick={() => void use()}
          >
            {t({ id: 'esopPlanner.founders.use', defaultMessage: "Use its founders' split" })}
          </Button>
        </div>
      )}
      {founders.length > 0 && (
        <Button variant="ghost" onClick={() => plan.change(() => ({ founders: [] }))}>
          {t({ id: 'esopPlanner.founders.clear', defaultMessage: 'Show founders as one line' })}
        </Button>
      )}
      <FormAlert message={problem} />
    </div>
  );
}
