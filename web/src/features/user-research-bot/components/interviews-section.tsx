import { RESEARCH_LIMITS } from '@core/tools/user-research-bot/research-plan';
import { Plus } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import { useToday } from '@/lib/use-today';
import { newInterview, newQuote } from '../hooks/research-form';
import type { ResearchDocument } from '../hooks/use-research-document';
import { InterviewCard } from './interview-card';

/** The interviews, one card each with its notes and the quotes highlighted in them. */
export function InterviewsSection({ research }: { research: ResearchDocument }) {
  const t = useT();
  const today = useToday();
  const { interviews, quotes } = research.plan;
  const numbered = quotes.map((quote, index) => ({ quote, number: index + 1 }));
  return (
    <SectionCard title={t({ id: 'userResearchBot.interviews.title', defaultMessage: 'Interviews' })}>
      {interviews.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'userResearchBot.interviews.empty',
            defaultMessage: 'No interviews yet. Add one for each person you talk to.',
          })}
        </p>
      )}
      {interviews.map((interview, index) => (
        <InterviewCard
          key={interview.id}
          interview={interview}
          number={index + 1}
          quotes={numbered.filter(({ quote }) => quote.interviewId === interview.id)}
          canAddQuote={quotes.length < RESEARCH_LIMITS.quotes}
          issues={research.checked.issues}
          onChange={(patch) => research.interviews.edit(interview.id, patch)}
          onRemove={() =>
            research.change((plan) => ({
              interviews: plan.interviews.filter(({ id }) => id !== interview.id),
              quotes: plan.quotes.filter(({ interviewId }) => interviewId !== interview.id),
            }))
          }
          onHighlight={(text) => research.quotes.add(newQuote(crypto.randomUUID(), interview.id, text))}
          onQuoteTags={(id, tags) => research.quotes.edit(id, { tags })}
          onRemoveQuote={research.quotes.remove}
        />
      ))}
      <FormAlert message={research.checked.issues['quotes']} />
      <Button
        variant="outline"
        disabled={interviews.length >= RESEARCH_LIMITS.interviews}
        onClick={() => research.interviews.add(newInterview(crypto.randomUUID(), today ?? ''))}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'userResearchBot.interviews.add', defaultMessage: 'Add interview' })}
      </Button>
    </SectionCard>
  );
}
