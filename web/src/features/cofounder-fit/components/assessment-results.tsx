import { COMPATIBILITY_CATEGORIES, RECOMMENDATIONS, toPercent, type AssessmentResult } from '@core/tools/cofounder-fit/cofounder-assessment';
import { CircleCheck, House, Lightbulb, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CompatibilityBadge } from './compatibility-badge';
import { ScoreBar } from './score-bar';
import { useFocusOnChange } from '../hooks/use-focus-on-change';

type AssessmentResultsProps = {
  result: AssessmentResult;
  onRestart: () => void;
  onHome: () => void;
  /** A line under the total: whether it is saved, or when it was taken. */
  status?: ReactNode;
  /** Shown after the recommendations (the invitations of a saved result). */
  children?: ReactNode;
};

/** The total, the band, a card per category and the band's recommendations. */
export function AssessmentResults({ result, onRestart, onHome, status, children }: AssessmentResultsProps) {
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
          <CompatibilityBadge compatibility={compatibility} className="mt-3 text-sm" />
        </section>
        {status && <div className="mt-4 flex justify-center text-sm">{status}</div>}
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
                  <ScoreBar percent={percent} />
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

      {children}

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
