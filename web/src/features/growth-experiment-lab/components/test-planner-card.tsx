import { planTest } from '@core/tools/growth-experiment-lab/sample-size';
import { planInputOf, type TestPlanner } from '@core/tools/growth-experiment-lab/test-planner';
import { SectionCard } from '@/components/section-card';
import { FormField } from '@/components/ui/form-field';
import { useSaid } from '@/lib/i18n/use-said';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { typedNumber } from '../hooks/lab-form';
import type { LabDocument } from '../hooks/use-lab-document';
import type { LabWords } from './use-lab-words';

/** The planner's figures as typed, read as numbers; null while one is empty or wrong (its field says why). */
function plannerOf(fields: Record<keyof TestPlanner, string>, hasIssues: boolean): TestPlanner | null {
  if (hasIssues) return null;
  const read = Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, typedNumber(text)]));
  return read as TestPlanner;
}

/**
 * The sample-size planner: from today's conversion rate, the smallest relative change worth finding, power and
 * significance, the visitors each group needs and the days the daily traffic, split across the groups, takes.
 */
export function TestPlannerCard({ lab, words }: { lab: LabDocument; words: LabWords }) {
  const t = useT();
  const intl = useI18n();
  const said = useSaid();
  const { planner } = lab.values;
  const issues = lab.checked.issues;
  const error = (key: keyof TestPlanner) => {
    const issue = issues[`planner.${key}`];
    return issue ? said(issue) : undefined;
  };
  const hasIssues = Object.keys(issues).some((path) => path.startsWith('planner.'));
  const input = (() => {
    const read = plannerOf(planner, hasIssues);
    return read ? planInputOf(read) : null;
  })();
  const plan = input ? planTest(input) : null;
  const fields: { key: keyof TestPlanner; label: string }[] = [
    {
      key: 'baselineRate',
      label: t({ id: 'growthLab.planner.baseline', defaultMessage: 'Baseline conversion rate (%)' }),
    },
    {
      key: 'minimumEffect',
      label: t({ id: 'growthLab.planner.effect', defaultMessage: 'Minimum detectable effect (relative %)' }),
    },
    { key: 'power', label: t({ id: 'growthLab.planner.power', defaultMessage: 'Power (%)' }) },
    {
      key: 'significance',
      label: t({ id: 'growthLab.planner.significance', defaultMessage: 'Significance, two-sided (%)' }),
    },
    { key: 'variants', label: t({ id: 'growthLab.planner.groups', defaultMessage: 'Groups, control included' }) },
    { key: 'dailyVisitors', label: t({ id: 'growthLab.planner.daily', defaultMessage: 'Visitors a day, all groups' }) },
  ];
  return (
    <SectionCard
      title={t({ id: 'growthLab.planner.title', defaultMessage: 'Sample size planner' })}
      summary={
        plan
          ? t(
              {
                id: 'growthLab.planner.summary',
                defaultMessage: '{perVariant} per group, {days, plural, one {# day} other {# days}}',
              },
              { perVariant: intl.formatNumber(plan.perVariant), days: plan.days },
            )
          : undefined
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(({ key, label }) => (
          <FormField
            key={key}
            label={label}
            value={planner[key]}
            inputMode="decimal"
            onChange={(event) => lab.setPlanner({ [key]: event.target.value })}
            error={error(key)}
            autoComplete="off"
          />
        ))}
      </div>
      <div aria-live="polite" className="mt-4 space-y-1">
        {plan && input ? (
          <>
            <p className="text-lg font-semibold">
              {t(
                {
                  id: 'growthLab.planner.result',
                  defaultMessage: '{perVariant} visitors per group, {total} in all',
                },
                { perVariant: intl.formatNumber(plan.perVariant), total: intl.formatNumber(plan.total) },
              )}
            </p>
            <p>
              {t(
                {
                  id: 'growthLab.planner.days',
                  defaultMessage: '{days, plural, one {# day} other {# days}} at {daily} visitors a day',
                },
                { days: plan.days, daily: intl.formatNumber(input.dailyVisitors) },
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {t(
                {
                  id: 'growthLab.planner.finds',
                  defaultMessage:
                    'Finds a change from {from} to {to} {power} of the time, with a {alpha} false-positive rate.',
                },
                {
                  from: words.percent(input.baselineRate, 2),
                  to: words.percent(input.baselineRate * (1 + input.minimumEffect), 2),
                  power: words.percent(input.power, 0),
                  alpha: words.percent(input.significance, 1),
                },
              )}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {input && !plan
              ? t({
                  id: 'growthLab.planner.outOfRange',
                  defaultMessage: 'That effect takes the variant’s rate past 100 %. Choose a smaller effect.',
                })
              : t({
                  id: 'growthLab.planner.enter',
                  defaultMessage:
                    'Enter your baseline rate, the effect to detect and your daily visitors to size a test.',
                })}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t({
            id: 'growthLab.planner.method',
            defaultMessage:
              'Two-sided test of two proportions (Fleiss’s formula without continuity correction, as R’s power.prop.test).',
          })}
        </p>
      </div>
    </SectionCard>
  );
}
