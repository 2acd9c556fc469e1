import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema, toolDocumentTexts } from '../tool-document-contracts';
import { findToolDocuments } from '../tool-documents';
import { pitchDeckDataSchema, pitchDeckDocuments } from './pitch-decks';

const slide = { id: 's1', kind: 'problem', title: 'Problem', body: 'Clinics lose slots.', aiDraft: false };
const data = { ideaId: null, slides: [slide] };

const issueOf = (input: unknown) => {
  const issue = pitchDeckDataSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};

describe('a saved pitch deck', () => {
  it('is registered, called a deck, and summarized by its slides', () => {
    expect(findToolDocuments('pitch-maker')).toBe(pitchDeckDocuments);
    const texts = toolDocumentTexts(pitchDeckDocuments);
    expect(texts.notFound).toBe('Deck not found');
    expect(texts.nameTaken('Seed')).toBe("You already have a deck named 'Seed'");
    expect(texts.tooMany).toBe('You can save up to 100 decks. Delete one to save another.');
    expect(pitchDeckDocuments.summarize(pitchDeckDataSchema.parse(data))).toBe('1 slide');
    expect(
      pitchDeckDocuments.summarize(pitchDeckDataSchema.parse({ ...data, slides: [slide, { ...slide, id: 's2' }] })),
    ).toBe('2 slides');
  });

  it('accepts a deck and trims its texts', () => {
    const parsed = toolDocumentInputSchema(pitchDeckDocuments).parse({
      name: ' Seed deck ',
      data: { ideaId: 'i1', slides: [{ ...slide, title: ' Problem ' }] },
    });
    expect(parsed.name).toBe('Seed deck');
    expect(parsed.data.slides[0]?.title).toBe('Problem');
  });

  it('names the field of what it refuses, with its message', () => {
    expect(issueOf({ ...data, slides: [] })).toEqual(['slides', 'Add at least one slide']);
    expect(issueOf({ ...data, slides: [{ ...slide, title: '  ' }] })).toEqual([
      'slides.0.title',
      'Slide title is required',
    ]);
    expect(issueOf({ ...data, slides: [{ ...slide, title: 'x'.repeat(121) }] })).toEqual([
      'slides.0.title',
      'At most 120 characters',
    ]);
    expect(issueOf({ ...data, slides: [{ ...slide, body: 'x'.repeat(3_001) }] })).toEqual([
      'slides.0.body',
      'At most 3000 characters',
    ]);
    expect(issueOf({ ...data, slides: [slide, slide] })).toEqual(['slides', 'Each slide must appear once']);
    expect(
      issueOf({ ...data, slides: Array.from({ length: 31 }, (_, index) => ({ ...slide, id: `s${index}` })) }),
    ).toEqual(['slides', 'At most 30 slides']);
  });
});
