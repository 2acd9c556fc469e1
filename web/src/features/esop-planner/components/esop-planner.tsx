import { ExampleFiguresNote } from '@/components/example-figures-note';
import { fileNameOf } from '@/lib/file-name-of';
import { ResultsLayout } from '@/components/results-layout';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useToday } from '@/lib/use-today';
import { usePlanDocument } from '../hooks/use-plan-document';
import { usePlanFigures } from '../hooks/use-plan-figures';
import { useShownFigures } from '../hooks/use-shown-figures';
import { CompanySection } from './company-section';
import { GrantsSection } from './grants-section';
import { PlanExports } from './plan-exports';
import { PoolSection } from './pool-section';
import { RoundSection } from './round-section';
import { SavedPlans } from './saved-plans';
import { usePlanKeyFigures } from './use-plan-key-figures';
import { usePlanFormat } from './use-plan-format';

/**
 * The /tool/esop-planner page: the company and its option pool, the grants and their vesting; beside them (a bar
 * of key figures on a narrow screen) what the pool has left and a new round with the option pool shuffle, the last
 * valid figures dimmed while a field is wrong; saved as named plans, exported as CSV.
 */
export function EsopPlanner() {
  const t = useT();
  const plan = usePlanDocument();
  const today = useToday();
  const { figures, isPoolStale, isRoundStale } = useShownFigures(usePlanFigures(plan.form, today));
  const format = usePlanFormat(plan.form.currency);
  const keyFigures = usePlanKeyFigures(figures, format);

  return (
    <ToolPage
      toolId="esop-planner"
      description={t({
        id: 'esopPlanner.page.description',
        defaultMessage:
          'Size the option pool, record each grant and its vesting, and see what a new round does to your cap table.',
      })}
      document={plan}
      saved={<SavedPlans plan={plan} />}
    >
      <ResultsLayout
        resultsWidth="half"
        inputs={
          <>
            <ExampleFiguresNote document={plan} />
            <CompanySection plan={plan} />
            <GrantsSection plan={plan} figures={figures} format={format} today={today} />
          </>
        }
        results={
          <>
            <PoolSection figures={figures} format={format} isStale={isPoolStale} />
            <RoundSection plan={plan} figures={figures} format={format} isStale={isRoundStale} />
          </>
        }
        keyFigures={keyFigures}
        isStale={isPoolStale || isRoundStale}
      />
      <PlanExports figures={figures} today={today} fileName={fileNameOf(plan.name, 'esop-plan')} />
    </ToolPage>
  );
}
