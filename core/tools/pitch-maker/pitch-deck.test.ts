import { describe, expect, it } from 'vitest';
import { outlineFromIdea } from './pitch-deck';

const idea = {
  title: ' Clinic scheduling app ',
  description: 'Clinics lose 20% of slots to no-shows.',
  category: 'Healthtech',
  whyNow: 'UPI reminders are free now',
  validationGtm: '',
};

describe('a pitch outline', () => {
  it('has the ten standard slides in order, prefilled from the idea where it says something', () => {
    let next = 0;
    const slides = outlineFromIdea(
      idea,
      (kind) => `Title of ${kind}`,
      () => `s${++next}`,
    );
    expect(slides.map(({ id, kind, title, body }) => [id, kind, title, body])).toEqual([
      ['s1', 'problem', 'Title of problem', 'Clinics lose 20% of slots to no-shows.'],
      ['s2', 'solution', 'Title of solution', 'Clinic scheduling app'],
      ['s3', 'whyNow', 'Title of whyNow', 'UPI reminders are free now'],
      ['s4', 'market', 'Title of market', 'Healthtech'],
      ['s5', 'product', 'Title of product', ''],
      ['s6', 'businessModel', 'Title of businessModel', ''],
      ['s7', 'traction', 'Title of traction', ''],
      ['s8', 'competition', 'Title of competition', ''],
      ['s9', 'team', 'Title of team', ''],
      ['s10', 'ask', 'Title of ask', ''],
    ]);
    expect(slides.every((slide) => !slide.aiDraft)).toBe(true);
  });

  it('cuts a long field to what a slide holds (3,000 characters)', () => {
    const [problem] = outlineFromIdea({ ...idea, description: 'x'.repeat(3_500) }, String, () => 'id');
    expect(problem?.body).toHaveLength(3_000);
  });
});
