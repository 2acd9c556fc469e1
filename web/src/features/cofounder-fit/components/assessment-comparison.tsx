import type { AssessmentComparison, ComparisonSide } from '@core/tools/cofounder-fit/assessment-contracts';
import { COMPATIBILITY_CATEGORIES, COMPATIBILITY_QUESTIONS } from '@core/tools/cofounder-fit/cofounder-assessment';
import { MessagesSquare } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { CompatibilityBadge } from './compatibility-badge';
import { useAssessmentText } from '../hooks/use-assessment-text';
import { WideTable } from '@/components/ui/wide-table';

type AssessmentComparisonViewProps = { comparison: AssessmentComparison; inviterLabel: string; cofounderLabel: string };

function SideTotal({ label, side }: { label: string; side: ComparisonSide }) {
  const t = useT();
  const text = useAssessmentText();
  const name = t(
    { id: 'cofounderFit.comparison.sideTotal', defaultMessage: '{name}: {percent}% {compatibility}' },
    { name: label, percent: side.totalScore, compatibility: text.compatibilityName(side.compatibility) },
  );
  return (
    <Card role="group" aria-label={name} className="text-center">
      <p className="truncate text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-bold text-primary">{text.percent(side.totalScore)}</p>
      <CompatibilityBadge compatibility={side.compatibility} className="mt-2" />
    </Card>
  );
}

const questionOf = (id: string) => COMPATIBILITY_QUESTIONS.find((question) => question.id === id);

/** Two people's answers side by side: totals and bands, each category, and each question; gaps of 2+ points called out in words. */
export function AssessmentComparisonView({ comparison, inviterLabel, cofounderLabel }: AssessmentComparisonViewProps) {
  const t = useT();
  const text = useAssessmentText();
  const talkingPoints = comparison.questions.filter((question) => question.isTalkingPoint).length;
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <SideTotal label={inviterLabel} side={comparison.inviter} />
        <SideTotal label={cofounderLabel} side={comparison.cofounder} />
      </div>

      <WideTable className="text-sm">
        <caption className="mb-2 text-left font-semibold">
          {t({ id: 'cofounderFit.comparison.categoriesCaption', defaultMessage: 'Scores by category' })}
        </caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-1.5 font-medium">
              {t({ id: 'cofounderFit.comparison.categoryColumn', defaultMessage: 'Category' })}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {inviterLabel}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {cofounderLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPATIBILITY_CATEGORIES.map((category) => (
            <tr key={category} className="border-b border-border last:border-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                {text.categoryName(category)}
              </th>
              <td className="py-1.5 text-right">{text.percent(comparison.inviter.categoryPercents[category])}</td>
              <td className="py-1.5 text-right">{text.percent(comparison.cofounder.categoryPercents[category])}</td>
            </tr>
          ))}
        </tbody>
      </WideTable>

      <div>
        <h3 className="font-semibold">
          {t({ id: 'cofounderFit.comparison.answersHeading', defaultMessage: 'Answers' })}
        </h3>
        <p className="text-sm text-muted-foreground">
          {talkingPoints === 0
            ? t({
                id: 'cofounderFit.comparison.noTalkingPoints',
                defaultMessage: 'Your answers are never 2 or more points apart.',
              })
            : t(
                {
                  id: 'cofounderFit.comparison.talkingPoints',
                  defaultMessage: '{count, plural, other {# of {total} answers are 2 or more points apart.}}',
                },
                { count: talkingPoints, total: comparison.questions.length },
              )}
        </p>
        <ol className="mt-3 space-y-2">
          {comparison.questions.map((answers) => {
            const question = questionOf(answers.questionId);
            return (
              <li
                key={answers.questionId}
                className={cn(
                  'rounded-md border p-3 text-sm',
                  answers.isTalkingPoint ? 'border-amber-500 bg-amber-50 dark:bg-amber-950/30' : 'border-border',
                )}
              >
                <p className="font-medium">{text.questionText(answers.questionId)}</p>
                {question && <p className="text-muted-foreground">{text.questionCategory(question.category)}</p>}
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3">
                  <dt className="text-muted-foreground">{inviterLabel}</dt>
                  <dd>{text.ratingLabel(answers.inviterAnswer)}</dd>
                  <dt className="text-muted-foreground">{cofounderLabel}</dt>
                  <dd>{text.ratingLabel(answers.cofounderAnswer)}</dd>
                </dl>
                {answers.isTalkingPoint && (
                  <p className="mt-2 flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200">
                    <MessagesSquare className="size-4 shrink-0" aria-hidden="true" />
                    {t(
                      {
                        id: 'cofounderFit.comparison.talkAboutThis',
                        defaultMessage: 'Talk about this: your answers are {difference} points apart.',
                      },
                      { difference: answers.difference },
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
