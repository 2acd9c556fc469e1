import {
  COMPATIBILITY_CATEGORIES,
  RECOMMENDATIONS,
  toPercent,
  type AssessmentResult,
  type Compatibility,
} from '@core/tools/cofounder-assessment';
import { CircleCheck, House, Lightbulb, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFocusOnChange } from './use-focus-on-change';

const badgeClass: Record<Compatibility, string> = {
  Excellent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  Good: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200',
  Fair: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  Poor: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
};

const barClass = (percent: number) =>
  percent >= 80 ? 'bg-emerald-500' : percent >= 65 ? 'bg-sky-500' : percent >= 50 ? 'bg-amber-500' : 'bg-red-500';

type AssessmentResultsProps = { result: AssessmentResult; onRestart: () => void; onHome: () => void };

/** The total, the band, a card per category and the band's recommendations. */
export function AssessmentResults({ result, onRestart, onHome }: AssessmentResultsProps) {
  const headingRef = useFocusOnChange<HTMLHeadingElement>(result);
  const { totalScore, compatibility, categoryScores } = result;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card className="p-8 text-center">
        <section aria-labelledby="cofounder-fit-total">
          <h1 id="cofounder-fit-total" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            Your Compatibility Score
          </h1>
          <p className="mt-4 text-5xl font-bold text-primary">{totalScore}%</p>
          <Badge className={cn('mt-3 text-sm', badgeClass[compatibility])}>{compatibility}</Badge>
        </section>
      </Card>

      <section aria-labelledby="cofounder-fit-categories">
        <h2 id="cofounder-fit-categories" className="mb-3 text-lg font-semibold">
          Scores by Category
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {COMPATIBILITY_CATEGORIES.map((category) => {
            const percent = toPercent(categoryScores[category].score, categoryScores[category].maxScore);
            return (
              <li key={category}>
                <Card className="space-y-2 p-4" aria-label={`${category}: ${percent}%`} role="group">
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="font-medium">{category}</h3>
                    <span className="text-sm font-semibold">{percent}%</span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <div className={cn('h-full rounded-full', barClass(percent))} style={{ width: `${percent}%` }} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <Card>
        <section aria-labelledby="cofounder-fit-recommendations">
          <h2 id="cofounder-fit-recommendations" className="flex items-center gap-2 text-lg font-semibold">
            <Lightbulb className="size-5 text-primary" aria-hidden="true" />
            Recommendations
          </h2>
          <ul className="mt-3 space-y-2">
            {RECOMMENDATIONS[compatibility].map((bullet) => (
              <li key={bullet} className="flex gap-2 text-sm">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {bullet}
              </li>
            ))}
          </ul>
        </section>
      </Card>

      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRestart}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Take Assessment Again
        </Button>
        <Button variant="outline" onClick={onHome}>
          <House className="size-4" aria-hidden="true" />
          Back to Home
        </Button>
      </div>
    </div>
  );
}
