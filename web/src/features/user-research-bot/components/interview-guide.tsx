import { RESEARCH_LIMITS } from '@core/tools/user-research-bot/research-plan';
import { ListPlus, Plus } from 'lucide-react';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { ListItemButtons } from '@/components/list-item-buttons';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import { moved } from '@core/lists/moved';
import { newQuestion } from '../hooks/research-form';
import type { ResearchDocument } from '../hooks/use-research-document';
import { DraftQuestions } from './draft-questions';
import { HOW_TO, STARTER_QUESTIONS } from './guide-texts';

/** The interview guide: how to ask, the starter questions, and the founder's questions (add, edit, reorder, remove). */
export function InterviewGuide({ research }: { research: ResearchDocument }) {
  const t = useT();
  const { questions } = research.plan;
  const room = RESEARCH_LIMITS.questions - questions.length;
  const starters = Object.values(STARTER_QUESTIONS).map((message) => t(message));
  const missing = starters.filter((text) => !questions.some((question) => question.text.trim() === text));
  const addStarters = () =>
    research.questions.replace([
      ...questions,
      ...missing.slice(0, room).map((text) => newQuestion(crypto.randomUUID(), text)),
    ]);
  return (
    <SectionCard title={t({ id: 'userResearchBot.guide.title', defaultMessage: 'Interview guide' })}>
      <div className="rounded-md bg-muted/40 p-3 text-sm">
        <p className="font-medium">
          {t({
            id: 'userResearchBot.guide.howToTitle',
            defaultMessage: 'Ask about what people did, not what they think they would do',
          })}
        </p>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {Object.entries(HOW_TO).map(([key, message]) => (
            <li key={key}>{t(message)}</li>
          ))}
        </ul>
      </div>
      {questions.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'userResearchBot.guide.empty',
            defaultMessage: 'No questions yet. Start from the starter questions or write your own.',
          })}
        </p>
      )}
      <ol aria-label={t({ id: 'userResearchBot.guide.questions', defaultMessage: 'Questions' })} className="space-y-3">
        {questions.map((question, index) => {
          const title = t(
            { id: 'userResearchBot.guide.question', defaultMessage: 'Question {number}' },
            { number: index + 1 },
          );
          return (
            <li key={question.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <div className="flex-1">
                <TextAreaField
                  label={title}
                  rows={2}
                  value={question.text}
                  maxLength={RESEARCH_LIMITS.question}
                  error={research.checked.issues[`questions.${question.id}.text`]}
                  onChange={(event) =>
                    research.questions.edit(question.id, { text: event.target.value, aiDraft: false })
                  }
                />
                {question.aiDraft && <AiDraftBadge className="mt-1" />}
              </div>
              <ListItemButtons
                title={title}
                index={index}
                count={questions.length}
                onMove={(to) => research.questions.replace(moved(questions, index, to))}
                onRemove={() => research.questions.remove(question.id)}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={room <= 0}
          onClick={() => research.questions.add(newQuestion(crypto.randomUUID()))}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'userResearchBot.guide.add', defaultMessage: 'Add question' })}
        </Button>
        <Button variant="ghost" disabled={room <= 0 || missing.length === 0} onClick={addStarters}>
          <ListPlus className="size-4" aria-hidden="true" />
          {t({ id: 'userResearchBot.guide.starters', defaultMessage: 'Add starter questions' })}
        </Button>
      </div>
      <DraftQuestions research={research} />
    </SectionCard>
  );
}
