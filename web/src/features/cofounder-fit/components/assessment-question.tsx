import {
  COMPATIBILITY_QUESTIONS,
  RATING_SCALE,
  type RatingValue,
} from '@core/tools/cofounder-fit/cofounder-assessment';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { useAssessmentText } from '../hooks/use-assessment-text';
import { useFocusOnChange } from '../hooks/use-focus-on-change';

type AssessmentQuestionProps = {
  index: number;
  onAnswer: (rating: RatingValue) => void;
  /** The page already says the tool's name as its heading (the tool's page): the card does not repeat it. */
  hasPageHeading?: boolean;
};

/** One statement with its progress and the five rating buttons; the heading takes focus on each new question. */
export function AssessmentQuestion({ index, onAnswer, hasPageHeading = false }: AssessmentQuestionProps) {
  const t = useT();
  const { toolName } = useToolText();
  const text = useAssessmentText();
  const question = COMPATIBILITY_QUESTIONS[index];
  const count = COMPATIBILITY_QUESTIONS.length;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index);
  if (!question) return null;
  return (
    <Card className="mx-auto max-w-2xl space-y-6 p-8">
      <div className="flex items-center justify-between gap-2">
        {!hasPageHeading && <h1 className="text-lg font-semibold">{toolName('cofounder-fit')}</h1>}
        <Badge variant="primary">
          {t(
            { id: 'cofounderFit.question.position', defaultMessage: 'Question {number} of {count}' },
            { number: index + 1, count },
          )}
        </Badge>
      </div>
      <ProgressBar
        label={t({ id: 'cofounderFit.question.progress', defaultMessage: 'Assessment progress' })}
        value={index}
        max={count}
        valueText={t(
          { id: 'cofounderFit.question.progressValue', defaultMessage: '{answered} of {count} answered' },
          { answered: index, count },
        )}
      />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {text.questionText(question.id)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{text.questionCategory(question.category)}</p>
      </div>
      <div
        role="group"
        aria-label={t({ id: 'cofounderFit.question.answerGroup', defaultMessage: 'Your answer' })}
        className="grid gap-2"
      >
        {RATING_SCALE.map(({ value }) => (
          <Button key={value} variant="outline" className="h-auto justify-start py-3" onClick={() => onAnswer(value)}>
            <span className="flex size-7 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
              {value}
            </span>{' '}
            <span>{text.ratingLabel(value)}</span>
          </Button>
        ))}
      </div>
    </Card>
  );
}
