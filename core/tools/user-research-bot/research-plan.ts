import { isIsoDate } from '../../dates/iso-date';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** A research plan's bounds: a guide, a round of interviews and what was quoted from them. */
export const RESEARCH_LIMITS = {
  questions: 40,
  question: 500,
  interviews: 50,
  who: 100,
  notes: 20_000,
  quotes: 300,
  quote: 1_000,
  tags: 10,
  tag: 40,
  insights: 5_000,
  ideaTitle: 200,
  plans: 100,
  planName: 100,
} as const;

const tooLong = (max: number) =>
  say({ id: 'core.tools.userResearchBot.tooLong', defaultMessage: 'At most {max} characters' }, { max });
const id = trimmedText(64, { required: true });
const required = (max: number, message: string) =>
  trimmedText(max, { required: message, notText: message, tooLong: tooLong(max) });
const tooMany = (max: number) =>
  say({ id: 'core.tools.userResearchBot.tooMany', defaultMessage: 'At most {max}' }, { max });
const unique = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;
const repeated = say({ id: 'core.tools.userResearchBot.repeated', defaultMessage: 'Each item must appear once' });

/** `list` of at most `max` items, each once. */
const listOf = <Item extends z.ZodMiniType<{ id: string }>>(item: Item, max: number) =>
  z.array(item).check(z.maxLength(max, tooMany(max)), z.refine(unique, repeated));

const questionSchema = z.object({
  id,
  text: required(
    RESEARCH_LIMITS.question,
    say({ id: 'core.tools.userResearchBot.questionRequired', defaultMessage: 'Write the question' }),
  ),
  /** Drafted by the AI and not yet edited by the founder. */
  aiDraft: z.boolean(),
});

const dateMessage = say({
  id: 'core.tools.userResearchBot.dateInvalid',
  defaultMessage: 'Enter a date, or leave it empty',
});

const interviewSchema = z.object({
  id,
  who: required(
    RESEARCH_LIMITS.who,
    say({ id: 'core.tools.userResearchBot.whoRequired', defaultMessage: 'Say who you talked to' }),
  ),
  /** The day of the interview (YYYY-MM-DD), or '' when not noted. */
  when: z.string({ error: dateMessage }).check(z.refine((value) => value === '' || isIsoDate(value), dateMessage)),
  notes: z.string().check(z.maxLength(RESEARCH_LIMITS.notes, tooLong(RESEARCH_LIMITS.notes))),
});

const tagSchema = trimmedText(RESEARCH_LIMITS.tag, { required: true, tooLong: tooLong(RESEARCH_LIMITS.tag) });

const quoteSchema = z.object({
  id,
  /** The interview it was highlighted in. */
  interviewId: id,
  text: required(
    RESEARCH_LIMITS.quote,
    say({ id: 'core.tools.userResearchBot.quoteRequired', defaultMessage: 'A quote cannot be empty' }),
  ),
  tags: z
    .array(tagSchema)
    .check(
      z.maxLength(
        RESEARCH_LIMITS.tags,
        say(
          { id: 'core.tools.userResearchBot.tooManyTags', defaultMessage: 'At most {max} tags' },
          { max: RESEARCH_LIMITS.tags },
        ),
      ),
    ),
});

export const insightsSchema = z.object({
  text: z.string().check(z.maxLength(RESEARCH_LIMITS.insights, tooLong(RESEARCH_LIMITS.insights))),
  aiDraft: z.boolean(),
});

export const researchListsSchema = {
  questions: listOf(questionSchema, RESEARCH_LIMITS.questions),
  interviews: listOf(interviewSchema, RESEARCH_LIMITS.interviews),
  quotes: listOf(quoteSchema, RESEARCH_LIMITS.quotes),
};

export type Question = z.infer<typeof questionSchema>;
export type Interview = z.infer<typeof interviewSchema>;
export type Quote = z.infer<typeof quoteSchema>;
