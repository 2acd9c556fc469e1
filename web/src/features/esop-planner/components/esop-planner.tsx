import { ExampleFiguresNote } from '@/components/example-figures-note';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useToday } from '@/lib/use-today';
import { usePlanDocument } from '../hooks/use-plan-document';
import { usePlanFigures } from '../hooks/use-plan-figures';
import { CompanySection } from './company-section';
import { GrantsSection } from './grants-section';
import { PlanExports } from './plan-exports';
import { PoolSection } from './pool-section';
import { RoundSection } from './round-section';
import { SavedPlans } from './saved-plans';
import { usePlanFormat } from './use-plan-format';

/** File names for the exports: the plan's name in lowercase words joined by dashes, or 'esop-plan'. */
const fileNameOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'esop-plan';

/**
 * The /tool/esop-planner page: the company and its option pool, the grants and their vesting, what the pool has
 * left, a new round with the option pool shuffle; saved as named plans, exported as CSV.
 */
export function EsopPlanner() {
  const t = useT();
  const plan = usePlanDocument();
  const today = useToday();
  const figures = usePlanFigures(plan.form, today);
  const format = usePlanFormat(plan.form.currency);

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
      <ExampleFiguresNote document={plan} />
      <CompanySection plan={plan} />
      <GrantsSection plan={plan} figures={figures} format={format} today={today} />
      <PoolSection figures={figures} format={format} />
      <RoundSection plan={plan} figures={figures} format={format} />
      <PlanExports figures={figures} today={today} fileName={fileNameOf(plan.name)} />
    </ToolPage>
  );
}
