import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema, toolDocumentTexts } from '../tool-document-contracts';
import { newExperiment, type Experiment } from './experiment';
import { experimentLabDocuments, NEW_EXPERIMENT_LAB } from './experiment-labs';
import { planInputOf } from './test-planner';

const labSchema = toolDocumentInputSchema(experimentLabDocuments);

const experiment: Experiment = {
  ...newExperiment('e1', { control: 'Control', variant: 'Variant B' }),
  name: 'Shorter sign-up form',
  metric: 'Sign-ups',
  status: 'running',
  startOn: '2026-03-02',
  variants: [
    { id: 'control', name: 'Control', visitors: 1000, conversions: 100 },
    { id: 'variant-1', name: 'Variant B', visitors: 1000, conversions: 124 },
  ],
};

/** The first issue of a save with one experiment: its path under data, and its message. */
const issueOf = (changes: Partial<Experiment>) => {
  const result = labSchema.safeParse({
    name: 'Lab',
    data: { ...NEW_EXPERIMENT_LAB, experiments: [{ ...experiment, ...changes }] },
  });
  const [issue] = result.error?.issues ?? [];
  return issue && { path: issue.path.slice(1).join('.'), message: issue.message };
};

describe('saved experiment labs', () => {
  it('keep a whole lab, its texts trimmed', () => {
    const parsed = labSchema.parse({
      name: ' Q2 growth ',
      data: { ...NEW_EXPERIMENT_LAB, experiments: [{ ...experiment, learnings: ' Fewer fields win. ' }] },
    });
    expect(parsed.name).toBe('Q2 growth');
    expect(parsed.data.experiments[0]?.learnings).toBe('Fewer fields win.');
  });

  it('say in their own words what is wrong with a field', () => {
    expect(issueOf({ name: ' ' })).toEqual({ path: 'experiments.0.name', message: 'Name the experiment' });
    expect(issueOf({ status: 'paused' as Experiment['status'] })).toEqual({
      path: 'experiments.0.status',
      message: 'Choose a status',
    });
    expect(issueOf({ startOn: '2026-03-05', endOn: '2026-03-01' })).toEqual({
      path: 'experiments.0.endOn',
      message: 'The end cannot be before the start',
    });
    expect(issueOf({ endOn: '2026-02-30' })?.message).toBe('Enter a date, or leave it empty');
    expect(issueOf({ variants: experiment.variants.slice(0, 1) })).toEqual({
      path: 'experiments.0.variants',
      message: 'Add a control and at least one variant',
    });
    const [control, variant] = experiment.variants;
    expect(issueOf({ variants: [control!, { ...variant!, conversions: 1001 }] })).toEqual({
      path: 'experiments.0.variants.1.conversions',
      message: 'Conversions cannot be more than visitors',
    });
    expect(issueOf({ variants: [control!, { ...variant!, visitors: 2.5 }] })).toEqual({
      path: 'experiments.0.variants.1.visitors',
      message: 'Enter a whole number of visitors from 0 to 10000000',
    });
    expect(issueOf({ variants: [control!, { ...variant!, name: '' }] })?.message).toBe('Name the variant');
    const five = Array.from({ length: 6 }, (_, index) => ({ ...variant!, id: `v${index}` }));
    expect(issueOf({ variants: five })?.message).toBe('At most 5 variants, the control included');
  });

  it('check the planner’s figures, each may wait to be entered', () => {
    const plannerIssue = (planner: object) =>
      labSchema.safeParse({
        name: 'Lab',
        data: { ...NEW_EXPERIMENT_LAB, planner: { ...NEW_EXPERIMENT_LAB.planner, ...planner } },
      }).error?.issues[0]?.message;
    expect(plannerIssue({ baselineRate: 100 })).toBe('Enter a rate above 0 and below 100 %');
    expect(plannerIssue({ minimumEffect: 0 })).toBe('Enter an effect above 0 and at most 1000 %');
    expect(plannerIssue({ power: 40 })).toBe('Enter a power from 50 to 99.9 %');
    expect(plannerIssue({ variants: 6 })).toBe('Enter 2 to 5 groups');
    expect(plannerIssue({ dailyVisitors: 1.5 })).toBe('Enter a whole number of visitors a day from 1 to 100000000');
    expect(plannerIssue({ baselineRate: 5, dailyVisitors: 400 })).toBeUndefined();
  });

  it('give the planner’s percentages as fractions once all are entered', () => {
    expect(planInputOf(NEW_EXPERIMENT_LAB.planner)).toBeNull();
    expect(
      planInputOf({ ...NEW_EXPERIMENT_LAB.planner, baselineRate: 5, minimumEffect: 10, dailyVisitors: 400 }),
    ).toEqual({
      baselineRate: 0.05,
      minimumEffect: 0.1,
      power: 0.8,
      significance: 0.05,
      variants: 2,
      dailyVisitors: 400,
    });
  });

  it('are told about in the tool’s nouns, and summarized by experiments', () => {
    const texts = toolDocumentTexts(experimentLabDocuments);
    expect(texts.notFound).toBe('Lab not found');
    expect(texts.nameTaken('Q2')).toBe("You already have a lab named 'Q2'");
    expect(texts.tooMany).toBe('You can save up to 100 labs. Delete one to save another.');
    expect(experimentLabDocuments.summarize(NEW_EXPERIMENT_LAB)).toBe('0 experiments');
    expect(experimentLabDocuments.summarize({ ...NEW_EXPERIMENT_LAB, experiments: [experiment] })).toBe('1 experiment');
  });
});
