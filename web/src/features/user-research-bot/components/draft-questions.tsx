import { withDraftedQuestions } from '@core/tools/user-research-bot/ai-research';
import { RESEARCH_LIMITS } from '@core/tools/user-research-bot/research-plan';
import { useState } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';
import type { ResearchDocument } from '../hooks/use-research-document';

/**
 * 'Draft questions' about the plan's idea and its name: the AI's questions added after the founder's own, marked
 * AI draft, as many as the guide has room for; it says how many were added, or why none.
 */
export function DraftQuestions({ research }: { research: ResearchDocument }) {
  const t = useT();
  const [told, setTold] = useState<string | null>(null);
  const { idea, questions } = research.plan;
  // A default name ('Research plan 1') says nothing of the research: only a name the founder gave does.
  const topic = research.isNamed ? research.name.trim() : '';
  const known = Boolean(idea || topic);
  return (
    <div className="space-y-2">
      <AiDraftAction
        label={t({ id: 'userResearchBot.ai.draftQuestions', defaultMessage: 'Draft questions' })}
        request={() => {
          setTold(null);
          return known ? { task: 'interview-questions', input: { ...(idea && { ideaId: idea.id }), topic } } : null;
        }}
        needs={
          known
            ? null
            : {
                message: t({
                  id: 'userResearchBot.ai.needTopic',
                  defaultMessage: 'Choose an idea or name the research plan first: the AI drafts questions about it.',
                }),
                goToField: () =>
                  goToField(t({ id: 'userResearchBot.idea.label', defaultMessage: 'Idea researched (optional)' })),
              }
        }
        onDrafted={(draft) => {
          const drafted = withDraftedQuestions(questions, draft.text, () => crypto.randomUUID()).slice(
            questions.length,
          );
          research.change((plan) => ({
            questions: [...plan.questions, ...drafted].slice(0, RESEARCH_LIMITS.questions),
          }));
          if (drafted.length > 0)
            setTold(
              t(
                {
                  id: 'userResearchBot.ai.questionsAdded',
                  defaultMessage: '{count, plural, one {# question} other {# questions}} added to the guide.',
                },
                { count: drafted.length },
              ),
            );
          else if (questions.length >= RESEARCH_LIMITS.questions)
            setTold(
              t({
                id: 'userResearchBot.ai.guideFull',
                defaultMessage: 'The guide is full. Remove a question to make room for the AI’s.',
              }),
            );
          else
            setTold(
              t({
                id: 'userResearchBot.ai.noQuestions',
                defaultMessage: 'The AI’s answer held no new questions. Try again.',
              }),
            );
        }}
      />
      {told && <p className="text-sm text-muted-foreground">{told}</p>}
    </div>
  );
}
