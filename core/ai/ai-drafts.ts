import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';
import { aiConnectionMessage, type AiConnectionOutcome } from './ai-connection';

/**
 * What a founder can ask the AI to draft (issue 18), one task per AI button. Each request names its task and
 * that task's input; an idea it names is read on the server through the access module, never sent as text.
 */
export const AI_DRAFT_LIMITS = {
  shortText: 200,
  longText: 4_000,
  quotes: 200,
  quote: 1_000,
  faqEntries: 60,
  faqId: 80,
} as const;

const text = (max: number) =>
  trimmedText(max, {
    tooLong: say({ id: 'core.ai.draftTextTooLong', defaultMessage: 'Must be at most {max} characters' }, { max }),
  });
const requiredText = (max: number) =>
  text(max).check(
    z.minLength(1, say({ id: 'core.ai.draftTextRequired', defaultMessage: 'This is needed for an AI draft' })),
  );
const ideaId = z.uuid(say({ id: 'core.ideas.unknownIdea', defaultMessage: 'Unknown idea' }));

export const aiDraftRequestSchema = z.discriminatedUnion('task', [
  z.strictObject({
    task: z.literal('brand-names'),
    input: z.strictObject({
      businessType: text(AI_DRAFT_LIMITS.shortText),
      keywords: requiredText(AI_DRAFT_LIMITS.shortText),
      description: text(AI_DRAFT_LIMITS.longText),
    }),
  }),
  z.strictObject({
    task: z.literal('market-overview'),
    input: z.strictObject({ market: requiredText(AI_DRAFT_LIMITS.shortText), notes: text(AI_DRAFT_LIMITS.longText) }),
  }),
  z.strictObject({ task: z.literal('validation-plan'), input: z.strictObject({ ideaId }) }),
  z.strictObject({
    task: z.literal('pitch-slide'),
    input: z.strictObject({
      ideaId: z.optional(ideaId),
      title: requiredText(AI_DRAFT_LIMITS.shortText),
      body: text(AI_DRAFT_LIMITS.longText),
    }),
  }),
  z.strictObject({
    task: z.literal('interview-questions'),
    input: z.strictObject({ ideaId: z.optional(ideaId), topic: text(AI_DRAFT_LIMITS.longText) }),
  }),
  z.strictObject({
    task: z.literal('research-insights'),
    input: z.strictObject({
      quotes: z
        .array(z.strictObject({ tag: text(AI_DRAFT_LIMITS.shortText), text: requiredText(AI_DRAFT_LIMITS.quote) }))
        .check(
          z.minLength(1, say({ id: 'core.ai.noQuotes', defaultMessage: 'Highlight at least one quote first' })),
          z.maxLength(
            AI_DRAFT_LIMITS.quotes,
            say(
              { id: 'core.ai.tooManyQuotes', defaultMessage: 'At most {max} quotes can be summarised at once' },
              { max: AI_DRAFT_LIMITS.quotes },
            ),
          ),
        ),
    }),
  }),
  // A question answered from the FAQ's entries, sent by the page in its language (the FAQs of VC, ADR 0095): the
  // model cites them by id.
  z.strictObject({
    task: z.literal('faq-answer'),
    input: z.strictObject({
      question: requiredText(AI_DRAFT_LIMITS.quote),
      entries: z
        .array(
          z.strictObject({
            id: requiredText(AI_DRAFT_LIMITS.faqId),
            question: requiredText(AI_DRAFT_LIMITS.quote),
            answer: requiredText(AI_DRAFT_LIMITS.longText),
          }),
        )
        .check(
          z.maxLength(
            AI_DRAFT_LIMITS.faqEntries,
            say(
              { id: 'core.ai.tooManyFaqEntries', defaultMessage: 'At most {max} entries can be sent with a question' },
              { max: AI_DRAFT_LIMITS.faqEntries },
            ),
          ),
        ),
    }),
  }),
]);
export type AiDraftRequest = z.infer<typeof aiDraftRequestSchema>;

/** Why an AI call ended without a whole answer, as a founder can act on it ('ok' is not among them). */
export type AiCallFailure = Exclude<AiConnectionOutcome, 'ok'>;

/** The events of a streamed answer (server-sent events): pieces of text, then its end or why it failed. */
export type AiDraftEvent =
  | { type: 'text'; text: string }
  | { type: 'done'; truncated: boolean }
  | { type: 'failed'; outcome: AiCallFailure; message: string };

/** The words for a failed AI call: as for 'Test connection', but a missing key points to the profile. */
export const aiCallMessage = (outcome: AiCallFailure): string =>
  outcome === 'no-key'
    ? say({
        id: 'core.ai.addKeyForSuggestions',
        defaultMessage: 'Add your AI API key in Profile to get AI suggestions.',
      })
    : aiConnectionMessage(outcome);
