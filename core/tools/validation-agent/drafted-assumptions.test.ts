import { describe, expect, it } from 'vitest';
import { draftedAssumptions, withDraftedAssumptions, type DraftedAssumption } from './drafted-assumptions';
import type { Assumption } from './validation-board';

describe('draftedAssumptions', () => {
  it('reads each kind whatever its case, spacing or hyphens, and leaves out lines of another shape', () => {
    const answer = [
      'Here is your plan:',
      'Problem | Freelancers lose hours chasing invoices | 10 interviews | 7 of 10 chased one last month',
      '- CUSTOMER | Designers feel it most | Survey in 2 Slack groups | 30 answers',
      'solution|Reminders get paid faster|Concierge test|5 invoices paid within a week',
      '2. Willingness-to-pay | They pay $15 a month | Pre-sale page | 10 pre-orders',
      'willingness  to  pay | Agencies pay more | Call 5 agencies | 2 say yes',
      'Channel | Accountants refer them',
      'magic | x | y | z',
      'problem |  | no assumption | none',
    ].join('\n');
    expect(draftedAssumptions(answer)).toEqual([
      {
        kind: 'problem',
        statement: 'Freelancers lose hours chasing invoices',
        method: '10 interviews',
        successCriterion: '7 of 10 chased one last month',
      },
      {
        kind: 'customer',
        statement: 'Designers feel it most',
        method: 'Survey in 2 Slack groups',
        successCriterion: '30 answers',
      },
      {
        kind: 'solution',
        statement: 'Reminders get paid faster',
        method: 'Concierge test',
        successCriterion: '5 invoices paid within a week',
      },
      {
        kind: 'willingnessToPay',
        statement: 'They pay $15 a month',
        method: 'Pre-sale page',
        successCriterion: '10 pre-orders',
      },
      {
        kind: 'willingnessToPay',
        statement: 'Agencies pay more',
        method: 'Call 5 agencies',
        successCriterion: '2 say yes',
      },
      // A line without method or criterion still gives its assumption; the founder fills in the rest.
      { kind: 'channel', statement: 'Accountants refer them', method: '', successCriterion: '' },
    ]);
  });

  it('holds nothing when the answer has no plan line, and cuts each text to what the board holds', () => {
    expect(draftedAssumptions('I cannot help with that.')).toEqual([]);
    // The board holds 300 characters for an assumption and for a criterion, 1,000 for a method.
    const [long] = draftedAssumptions(`problem | ${'a'.repeat(310)} | ${'m'.repeat(1_005)} | ${'c'.repeat(305)}`);
    expect([long?.statement.length, long?.method.length, long?.successCriterion.length]).toEqual([300, 1_000, 300]);
  });
});

describe('withDraftedAssumptions', () => {
  const drafted = (statement: string): DraftedAssumption => ({
    kind: 'channel',
    statement,
    method: 'Ads',
    successCriterion: '2% click',
  });
  const own = (id: string): Assumption => ({
    id,
    kind: 'problem',
    statement: `Own ${id}`,
    aiDraft: false,
    experiment: { method: '', successCriterion: '', status: 'validated', result: 'Yes' },
  });
  const ids = () => {
    let next = 0;
    return () => `new-${++next}`;
  };

  it('adds the drafts after the founder’s own, new, not started and marked AI draft', () => {
    expect(withDraftedAssumptions([own('a')], [drafted('Ads reach them'), drafted('SEO works')], ids())).toEqual([
      own('a'),
      {
        id: 'new-1',
        kind: 'channel',
        statement: 'Ads reach them',
        aiDraft: true,
        experiment: { method: 'Ads', successCriterion: '2% click', status: 'notStarted', result: '' },
      },
      {
        id: 'new-2',
        kind: 'channel',
        statement: 'SEO works',
        aiDraft: true,
        experiment: { method: 'Ads', successCriterion: '2% click', status: 'notStarted', result: '' },
      },
    ]);
  });

  it('adds no more than the board’s limit of 20', () => {
    // 18 own + room for 2 of the 3 drafts = 20; a full board takes none.
    const eighteen = Array.from({ length: 18 }, (_, index) => own(String(index)));
    const filled = withDraftedAssumptions(eighteen, [drafted('One'), drafted('Two'), drafted('Three')], ids());
    expect(filled.slice(18).map((assumption) => assumption.statement)).toEqual(['One', 'Two']);
    expect(withDraftedAssumptions(filled, [drafted('Four')], ids())).toEqual(filled);
  });
});
