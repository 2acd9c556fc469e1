import {
  COMPATIBILITY_CATEGORIES,
  toPercent,
  type AssessmentResult,
} from '@core/tools/cofounder-fit/cofounder-assessment';
import { CircleCheck, House, Lightbulb, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { CompatibilityBadge } from './compatibility-badge';
import { ScoreBar } from './score-bar';
import { commonMessages, useAssessmentText } from '../hooks/use-assessment-text';
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
  const t = useT();
  const text = useAssessmentText();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(result);
  const { totalScore, compatibility, categoryScores } = result;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card className="p-8 text-center">
        <section aria-labelledby="cofounder-fit-total">
          <h2 id="cofounder-fit-total" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {t({ id: 'cofounderFit.results.totalHeading', defaultMessage: 'Your Compatibility Score' })}
          </h2>
          <p className="mt-4 text-5xl font-bold text-primary">{text.percent(totalScore)}</p>
          <CompatibilityBadge compatibility={compatibility} className="mt-3 text-sm" />
        </section>
        {status && <div className="mt-4 flex justify-center text-sm">{status}</div>}
      </Card>

      <section aria-labelledby="cofounder-fit-categories">
        <h2 id="cofounder-fit-categories" className="mb-3 text-lg font-semibold">
          {t({ id: 'cofounderFit.results.categoriesHeading', defaultMessage: 'Scores by Category' })}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {COMPATIBILITY_CATEGORIES.map((category) => {
            const percent = toPercent(categoryScores[category].score, categoryScores[category].maxScore);
            const name = text.categoryName(category);
            return (
              <li key={category}>
                <Card
                  className="space-y-2 p-4"
                  aria-label={t(
                    { id: 'cofounderFit.results.categoryScore', defaultMessage: '{category}: {percent}%' },
                    { category: name, percent },
                  )}
                  role="group"
                >
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="font-medium">{name}</h3>
                    <span className="text-sm font-semibold">{text.percent(percent)}</span>
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
            {t({ id: 'cofounderFit.results.recommendationsHeading', defaultMessage: 'Recommendations' })}
          </h2>
          <ul className="mt-3 space-y-2">
            {text.recommendations(compatibility).map((bullet) => (
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
          {t({ id: 'cofounderFit.results.restart', defaultMessage: 'Take Assessment Again' })}
        </Button>
        <Button variant="outline" onClick={onHome}>
          <House className="size-4" aria-hidden="true" />
          {t(commonMessages.backToHome)}
        </Button>
      </div>
    </div>
  );
}
