import { COMPATIBILITY_QUESTIONS } from '@core/tools/cofounder-fit/cofounder-assessment';
import { ArrowRight, Clock, HeartHandshake, ListChecks, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';

type AssessmentIntroProps = {
  onStart: () => void;
  /** For a co-founder answering an invitation, on a page of its own: the inviter's name. */
  invitedBy?: string;
};

/**
 * How long the assessment takes and what it covers, with 'Start Assessment'. On the tool's page the shell says its
 * name and what it does; for an invited co-founder the card says them, and who invited them.
 */
export function AssessmentIntro({ onStart, invitedBy }: AssessmentIntroProps) {
  const t = useT();
  const { toolName } = useToolText();
  const count = COMPATIBILITY_QUESTIONS.length;
  const facts = [
    {
      icon: ListChecks,
      text: t(
        {
          id: 'cofounderFit.intro.questionCount',
          defaultMessage: '{count, plural, one {# question} other {# questions}}',
        },
        { count },
      ),
    },
    {
      icon: Users,
      text: t({
        id: 'cofounderFit.intro.covers',
        defaultMessage: 'Covers vision, skills, communication and commitment',
      }),
    },
    { icon: Clock, text: t({ id: 'cofounderFit.intro.duration', defaultMessage: 'Takes about 5 minutes' }) },
  ];
  return (
    <Card className="mx-auto max-w-2xl p-8 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <HeartHandshake className="size-7" aria-hidden="true" />
      </span>
      {invitedBy !== undefined && (
        <>
          <h1 className="mt-4 text-3xl font-bold">{toolName('cofounder-fit')}</h1>
          <p className="mt-3 text-lg font-medium">
            {t(
              {
                id: 'cofounderFit.intro.invitedBy',
                defaultMessage: '{name} invited you to take the Co-founder Fit Assessment',
              },
              { name: invitedBy },
            )}
          </p>
          <p className="mt-2 text-muted-foreground">
            {t(
              {
                id: 'cofounderFit.intro.invitedSummary',
                defaultMessage:
                  'Answer the same {count} questions about working together. No account needed: afterwards you both see your answers side by side.',
              },
              { count },
            )}
          </p>
        </>
      )}
      <ul className="mx-auto mt-6 max-w-md space-y-2 text-left">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-8" onClick={onStart}>
        {t({ id: 'cofounderFit.intro.start', defaultMessage: 'Start Assessment' })}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </Card>
  );
}
