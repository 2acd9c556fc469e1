import type { AiDraftRequest } from './ai-drafts';

/** An idea's own words, as the server read them for its viewer. */
export type IdeaForPrompt = { title: string; description: string | null; whyNow: string | null };

/** What the model is told: the task's standing instructions, and this request's material. */
export type AiPrompt = { system: string; prompt: string };

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

const ideaText = (idea: IdeaForPrompt | undefined) =>
  idea
    ? [
        `Idea: ${idea.title}`,
        idea.description && `Description: ${idea.description}`,
        idea.whyNow && `Why now: ${idea.whyNow}`,
      ]
        .filter(Boolean)
        .join('\n')
    : '';

const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n');

/** Plain text, one item a line where a list is asked for: the tools read the answer line by line. */
const PLAIN = 'Write plain text without Markdown formatting.';

/**
 * The prompt for one draft: a system message for the task and the founder's material, answered in the
 * founder's language. Pure, so what is sent can be tested without a model.
 */
export function aiPromptFor(request: AiDraftRequest, idea: IdeaForPrompt | undefined, language: string): AiPrompt {
  const answerIn = `Answer in ${LANGUAGE_NAMES[language] ?? 'English'}.`;
  switch (request.task) {
    case 'brand-names':
      return {
        system: lines(
          'You are a naming consultant for startups.',
          'Suggest 12 short, pronounceable brand names that could work as a .com domain.',
          'Give one name per line, nothing else on the line: no numbering, no explanation.',
          answerIn,
        ),
        prompt: lines(
          `Keywords: ${request.input.keywords}`,
          request.input.businessType && `Business type: ${request.input.businessType}`,
          request.input.description && `Description: ${request.input.description}`,
        ),
      };
    case 'market-overview':
      return {
        system: lines(
          'You are a market research analyst helping a founder start their research.',
          'Write a short market overview with these sections: Segments, Trends, Buyer personas, Competitors to look at.',
          'Say plainly that figures and names must be checked against sources; do not invent statistics.',
          PLAIN,
          answerIn,
        ),
        prompt: lines(
          `Market: ${request.input.market}`,
          request.input.notes && `Founder's notes: ${request.input.notes}`,
        ),
      };
    case 'validation-plan':
      return {
        system: lines(
          'You help founders validate ideas before building them.',
          'List the 5 riskiest assumptions of the idea, one for each kind: problem, customer, solution, willingness to pay, channel.',
          'One assumption per line, in this form: kind | assumption | experiment method | success criterion',
          'Use the kind words exactly as given. No numbering, no other lines.',
          answerIn,
        ),
        prompt: ideaText(idea),
      };
    case 'pitch-slide':
      return {
        system: lines(
          'You help founders write investor pitch decks.',
          'Rewrite the slide body to be clear, specific and short (at most 6 lines). Keep facts as given; do not invent numbers.',
          'Answer with the new slide body only.',
          PLAIN,
          answerIn,
        ),
        prompt: lines(
          ideaText(idea),
          `Slide: ${request.input.title}`,
          `Current body: ${request.input.body || '(empty)'}`,
        ),
      };
    case 'interview-questions':
      return {
        system: lines(
          'You help founders run customer discovery interviews (The Mom Test).',
          'Write 10 interview questions about the interviewee’s past behaviour and real experiences, not opinions, hypotheticals or the idea itself.',
          'One question per line, nothing else: no numbering.',
          answerIn,
        ),
        prompt: lines(ideaText(idea), request.input.topic && `Topic: ${request.input.topic}`),
      };
    case 'research-insights':
      return {
        system: lines(
          'You help founders synthesise customer interviews.',
          'Summarise the main insights from these tagged quotes: patterns, surprises and open questions. Refer to tags; do not invent quotes.',
          PLAIN,
          answerIn,
        ),
        prompt: request.input.quotes.map((quote) => `[${quote.tag || 'untagged'}] "${quote.text}"`).join('\n'),
      };
    case 'faq-answer':
      return {
        system: lines(
          'You answer founders’ questions about venture capital from the FAQ entries given, and from nothing else.',
          'Cite each entry you use by its id in square brackets, as [entry-id], right after what it supports.',
          'If the entries do not answer the question, say so plainly; do not invent facts, figures, dates or sources.',
          'End by saying that this is general information, not legal, tax or investment advice.',
          PLAIN,
          answerIn,
        ),
        prompt: lines(
          ...request.input.entries.map((entry) => `[${entry.id}] ${entry.question}\n${entry.answer}`),
          `Question: ${request.input.question}`,
        ),
      };
  }
}
