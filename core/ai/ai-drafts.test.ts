import { describe, expect, it } from 'vitest';
import { answerLines } from './ai-answers';
import { aiDraftEventsOf, createAiDraftEventReader } from './ai-draft-events';
import { aiCallMessage, aiDraftRequestSchema, type AiDraftEvent } from './ai-drafts';
import { aiPromptFor } from './ai-prompts';

const idea = { title: 'Sourdough subscriptions', description: 'Fresh loaves weekly', whyNow: 'Remote work' };

describe('aiPromptFor', () => {
  it('puts the idea’s own words and the answer language in the prompt', () => {
    const { system, prompt } = aiPromptFor(
      { task: 'interview-questions', input: { topic: 'Breakfast habits' } },
      idea,
      'fr',
    );
    expect(prompt).toBe(
      'Idea: Sourdough subscriptions\nDescription: Fresh loaves weekly\nWhy now: Remote work\nTopic: Breakfast habits',
    );
    expect(system).toContain('past behaviour');
    expect(system).toContain('Answer in French.');
  });

  it('leaves out what the founder left empty, and answers in English for an unknown language', () => {
    const { prompt, system } = aiPromptFor(
      { task: 'brand-names', input: { businessType: '', keywords: 'bread', description: '' } },
      undefined,
      'xx',
    );
    expect(prompt).toBe('Keywords: bread');
    expect(system).toContain('Answer in English.');
  });

  it('gives each task its material: the market and its notes, the idea and the slide, the idea alone', () => {
    expect(
      aiPromptFor(
        { task: 'market-overview', input: { market: 'Pet insurance in Spain', notes: 'Dogs: 9.3 million (INE)' } },
        undefined,
        'en',
      ).prompt,
    ).toBe("Market: Pet insurance in Spain\nFounder's notes: Dogs: 9.3 million (INE)");
    expect(
      aiPromptFor({ task: 'pitch-slide', input: { title: 'Problem', body: 'Bread goes stale' } }, idea, 'en').prompt,
    ).toBe(
      'Idea: Sourdough subscriptions\nDescription: Fresh loaves weekly\nWhy now: Remote work\nSlide: Problem\nCurrent body: Bread goes stale',
    );
    expect(aiPromptFor({ task: 'pitch-slide', input: { title: 'Team', body: '' } }, undefined, 'en').prompt).toBe(
      'Slide: Team\nCurrent body: (empty)',
    );
    const plan = aiPromptFor(
      { task: 'validation-plan', input: { ideaId: '11111111-1111-4111-8111-111111111111' } },
      idea,
      'en',
    );
    expect(plan.prompt).toBe('Idea: Sourdough subscriptions\nDescription: Fresh loaves weekly\nWhy now: Remote work');
    expect(plan.system).toContain('kind | assumption | experiment method | success criterion');
  });

  it('lists tagged quotes for a synthesis', () => {
    const { prompt } = aiPromptFor(
      {
        task: 'research-insights',
        input: {
          quotes: [
            { tag: 'price', text: 'Too dear' },
            { tag: '', text: 'Loved it' },
          ],
        },
      },
      undefined,
      'en',
    );
    expect(prompt).toBe('[price] "Too dear"\n[untagged] "Loved it"');
  });
});

describe('the request contract', () => {
  it('knows each task and refuses another', () => {
    expect(aiDraftRequestSchema.safeParse({ task: 'pitch-slide', input: { title: 'Problem', body: '' } }).success).toBe(
      true,
    );
    expect(aiDraftRequestSchema.safeParse({ task: 'poem', input: {} }).success).toBe(false);
    expect(
      aiDraftRequestSchema.safeParse({ task: 'research-insights', input: { quotes: [] } }).error?.issues[0]?.message,
    ).toBe('Highlight at least one quote first');
  });

  it('answers a question from the FAQ entries sent with it, each under its id, and takes at most sixty', () => {
    const entry = (id: string) => ({ id, question: `What is ${id}?`, answer: `${id} is explained here.` });
    const { system, prompt } = aiPromptFor(
      { task: 'faq-answer', input: { question: 'Do I need a SAFE?', entries: [entry('safe'), entry('note')] } },
      undefined,
      'fr',
    );
    expect(prompt).toBe(
      '[safe] What is safe?\nsafe is explained here.\n[note] What is note?\nnote is explained here.\nQuestion: Do I need a SAFE?',
    );
    expect(system).toContain('Cite each entry you use by its id in square brackets, as [entry-id]');
    expect(system).toContain('Answer in French.');
    const many = Array.from({ length: 61 }, (_, index) => entry(`e${index}`));
    expect(
      aiDraftRequestSchema.safeParse({ task: 'faq-answer', input: { question: 'Why?', entries: many } }).error
        ?.issues[0]?.message,
    ).toBe('At most 60 entries can be sent with a question');
    expect(
      aiDraftRequestSchema.safeParse({ task: 'faq-answer', input: { question: ' ', entries: [] } }).error?.issues[0]
        ?.message,
    ).toBe('This is needed for an AI draft');
  });

  it('says where to add a missing key, and a refused one in words', () => {
    expect(aiCallMessage('no-key')).toBe('Add your AI API key in Profile to get AI suggestions.');
    expect(aiCallMessage('rate-limited')).toBe(
      'The AI provider says your quota or rate limit is reached. Check your plan and billing, or try again later.',
    );
  });
});

describe('answerLines', () => {
  it('reads one item a line, without bullets, numbers, quotes, blanks or repeats', () => {
    expect(answerLines('1. Crumbly\n- "Dawnloaf"\n\n* Risewell\n2) crumbly\n  Yeasty  ')).toEqual([
      'Crumbly',
      'Dawnloaf',
      'Risewell',
      'Yeasty',
    ]);
  });
});

describe('the streamed events reader', () => {
  it('hands on each event once, whatever the pieces’ boundaries', () => {
    const stream =
      'event: text\ndata: {"type":"text","text":"Hel"}\n\nevent: text\ndata: {"type":"text","text":"lo"}\n\nevent: done\ndata: {"type":"done","truncated":false}\n\n';
    const events: AiDraftEvent[] = [];
    const reader = createAiDraftEventReader((event) => events.push(event));
    for (const piece of stream.match(/[\s\S]{1,7}/g)!) reader.push(piece);
    reader.end();
    expect(events).toEqual([
      { type: 'text', text: 'Hel' },
      { type: 'text', text: 'lo' },
      { type: 'done', truncated: false },
    ]);
    expect(aiDraftEventsOf(stream.replace(/\n/g, '\r\n'))).toEqual(events);
  });
});
