import type { AiDraftRequest } from '@core/ai/ai-drafts';
import { AI_DRAFT_LIMITS } from '@core/ai/ai-drafts';
import { FAQ_ENTRIES, type FaqTexts } from '@core/tools/faqs-of-vc/faq-entries';
import { useState } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { SectionCard } from '@/components/section-card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';

type Answer = { question: string; text: string };

/** The answer's text with each `[entry-id]` it cites as a link to that entry on the page, named by its question. */
function CitedAnswer({ text, texts }: { text: string; texts: FaqTexts }) {
  const t = useT();
  const parts = text.split(/\[([a-z0-9-]+)\]/);
  return (
    <p className="whitespace-pre-wrap leading-relaxed">
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const cited = texts.entries[part as keyof FaqTexts['entries']];
        return cited ? (
          <a key={index} href={`#${part}`} className="underline underline-offset-2">
            {t({ id: 'faqsOfVc.ask.cited', defaultMessage: '[{question}]' }, { question: cited.question })}
          </a>
        ) : (
          `[${part}]`
        );
      })}
    </p>
  );
}

/**
 * 'Ask the AI' (with the founder's own key): the question goes with the FAQ's entries in the page's language, and the
 * answer, written from them, links the entries it used. Without a key, the button's place says where to add one.
 */
export function AskFaq({ texts }: { texts: FaqTexts }) {
  const t = useT();
  const label = t({ id: 'faqsOfVc.ask.question', defaultMessage: 'Your question' });
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const asked = question.trim();
  const request = (): AiDraftRequest | null => {
    if (!asked) return null;
    // The whole FAQ goes with the question (40 short entries): the model, not a word match, finds what answers it.
    return {
      task: 'faq-answer',
      input: { question: asked, entries: FAQ_ENTRIES.map(({ id }) => ({ id, ...texts.entries[id] })) },
    };
  };
  return (
    <SectionCard title={t({ id: 'faqsOfVc.ask.title', defaultMessage: 'Ask a question' })}>
      <div className="space-y-3">
        <TextAreaField
          label={label}
          value={question}
          maxLength={AI_DRAFT_LIMITS.quote}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={t({
            id: 'faqsOfVc.ask.placeholder',
            defaultMessage: 'Should my first round be a SAFE or a priced round?',
          })}
        />
        <AiDraftAction
          label={t({ id: 'faqsOfVc.ask.button', defaultMessage: 'Ask the AI' })}
          request={request}
          needs={
            asked
              ? null
              : {
                  message: t({ id: 'faqsOfVc.ask.needsQuestion', defaultMessage: 'Type your question first.' }),
                  goToField: () => goToField(label),
                }
          }
          readyMessage={t({
            id: 'faqsOfVc.ask.ready',
            defaultMessage: 'The answer is below, written by AI from the entries it links. Check it against them.',
          })}
          onDrafted={(draft) => setAnswer({ question: asked, text: draft.text })}
        />
        {answer && (
          <section
            aria-label={t({ id: 'faqsOfVc.ask.answer', defaultMessage: 'The AI’s answer' })}
            className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm"
          >
            <p className="font-medium">{answer.question}</p>
            <CitedAnswer text={answer.text} texts={texts} />
          </section>
        )}
      </div>
    </SectionCard>
  );
}
