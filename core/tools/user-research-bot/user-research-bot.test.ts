import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema } from '../tool-document-contracts';
import type { Interview, Quote } from './research-plan';
import { researchPlanDataSchema, researchPlanDocuments } from './research-plans';
import { parseTags, synthesise } from './synthesis';

const interviews: Interview[] = [
  { id: 'i1', who: 'Maya, freelance designer', when: '2026-11-02', notes: 'Last month I chased three clients.' },
  { id: 'i2', who: 'Tom, bookkeeper', when: '', notes: '' },
];
const quote = (id: string, interviewId: string, text: string, tags: string[]): Quote => ({
  id,
  interviewId,
  text,
  tags,
});
const quotes = [
  quote('q1', 'i1', 'I chased three clients last month', ['late payment', 'Time']),
  quote('q2', 'i2', 'Clients pay when they feel like it', ['Late payment']),
  quote('q3', 'i1', 'I spent a Sunday on reminders', ['time']),
  quote('q4', 'i1', 'Spreadsheets everywhere', ['tools']),
  quote('q5', 'i2', 'No idea', []),
];
const data = {
  idea: null,
  questions: [{ id: 'k1', text: 'Tell me about the last time a client paid late.', aiDraft: false }],
  interviews,
  quotes,
  insights: { text: '', aiDraft: false },
};

const issueOf = (input: unknown) => {
  const issue = researchPlanDataSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};

describe("a user research plan's synthesis", () => {
  it('groups quotes by tag, case and spaces aside, with counts of quotes and interviewees, the most quoted first', () => {
    const { groups, untagged } = synthesise(interviews, quotes);
    // late payment: q1 (Maya) + q2 (Tom) = 2 quotes from 2 people; Time: q1 + q3, both Maya = 2 quotes from 1; tools: q4 = 1.
    expect(groups.map(({ tag, quoteCount, intervieweeCount }) => [tag, quoteCount, intervieweeCount])).toEqual([
      ['late payment', 2, 2],
      ['Time', 2, 1],
      ['tools', 1, 1],
    ]);
    expect(groups[0]?.quotes.map(({ quote: { id }, who }) => [id, who])).toEqual([
      ['q1', 'Maya, freelance designer'],
      ['q2', 'Tom, bookkeeper'],
    ]);
    expect(untagged.map(({ id }) => id)).toEqual(['q5']);
  });

  it('counts a quote once under a tag written twice', () => {
    const { groups } = synthesise(interviews, [quote('q1', 'i1', 'Twice', ['cash', ' Cash '])]);
    expect(groups).toEqual([
      {
        tag: 'cash',
        quoteCount: 1,
        intervieweeCount: 1,
        quotes: [{ quote: expect.objectContaining({ id: 'q1' }), who: 'Maya, freelance designer' }],
      },
    ]);
  });

  it('reads comma-separated tags: trimmed, empty and repeated ones left out', () => {
    expect(parseTags(' pricing,  Late  payment ,, Pricing, tools ')).toEqual(['pricing', 'Late payment', 'tools']);
    expect(parseTags(' , ')).toEqual([]);
  });
});

describe('a saved research plan', () => {
  it('accepts a plan and trims its texts', () => {
    const parsed = toolDocumentInputSchema(researchPlanDocuments).parse({
      name: ' Round 1 ',
      data: { ...data, interviews: [{ ...interviews[0], who: ' Maya ' }, interviews[1]] },
    });
    expect([parsed.name, parsed.data.interviews[0]?.who]).toEqual(['Round 1', 'Maya']);
  });

  it('names the field of what it refuses, with its message', () => {
    expect(issueOf({ ...data, questions: [{ id: 'k1', text: ' ', aiDraft: false }] })).toEqual([
      'questions.0.text',
      'Write the question',
    ]);
    expect(issueOf({ ...data, interviews: [{ ...interviews[0], who: '' }, interviews[1]] })).toEqual([
      'interviews.0.who',
      'Say who you talked to',
    ]);
    expect(issueOf({ ...data, interviews: [{ ...interviews[0], when: '2026-02-30' }, interviews[1]] })).toEqual([
      'interviews.0.when',
      'Enter a date, or leave it empty',
    ]);
    expect(issueOf({ ...data, quotes: [{ ...quotes[0], text: '' }] })).toEqual([
      'quotes.0.text',
      'A quote cannot be empty',
    ]);
    expect(
      issueOf({ ...data, quotes: [{ ...quotes[0], tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }] }),
    ).toEqual(['quotes.0.tags', 'At most 10 tags']);
    expect(issueOf({ ...data, quotes: [{ ...quotes[0], interviewId: 'gone' }] })).toEqual([
      'quotes',
      'Each quote must come from one of the interviews',
    ]);
    expect(issueOf({ ...data, interviews: [interviews[0], interviews[0]] })).toEqual([
      'interviews',
      'Each item must appear once',
    ]);
    expect(issueOf({ ...data, insights: { text: 'x'.repeat(5_001), aiDraft: false } })).toEqual([
      'insights.text',
      'At most 5000 characters',
    ]);
  });

  it('is a document kind in its own words, summarised by its count of interviews', () => {
    expect(researchPlanDocuments.messages.nameTaken('Round 1')).toBe(
      "You already have a research plan named 'Round 1'",
    );
    expect(researchPlanDocuments.summarize({ ...data, interviews: [interviews[0]!] })).toBe('1 interview');
    expect(researchPlanDocuments.summarize(data)).toBe('2 interviews');
  });
});
