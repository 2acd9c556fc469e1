import { describe, expect, it } from 'vitest';
import { brandNameListDocuments } from './brand-name-suggester/brand-name-lists';
import { equityScenarioDocuments } from './equity-split/equity-scenarios';
import { experimentLabDocuments } from './growth-experiment-lab/experiment-labs';
import { pricingAnalysisDocuments } from './pricing-strategy-simulator/pricing-analyses';
import { esopPlanDocuments } from './esop-planner/esop-plans';
import { checkInLogDocuments } from './founder-motivation-radar/check-in-logs';
import { dashboardLayoutDocuments } from './custom-dashboard/dashboard-layouts';
import { financeModelDocuments } from './finance-model-creator/finance-model-documents';
import { termSheetAnalysisDocuments } from './term-sheet-translator/analyses';
import { toolDocumentSaveSchema, toolDocumentTexts } from './tool-document-contracts';
import { findToolDocuments } from './tool-documents';
import { researchPlanDocuments } from './user-research-bot/research-plans';
import { validationBoardDocuments } from './validation-agent/validation-boards';

const founder = {
  id: 'a',
  name: 'Ada',
  role: '',
  contribution: 1,
  commitment: 2,
  experience: 3,
  vesting: { totalMonths: 48, cliffMonths: 12 },
};
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the tool documents registry', () => {
  it('knows the tools that keep documents, and no other id', () => {
    expect(findToolDocuments('equity-split')).toBe(equityScenarioDocuments);
    expect(findToolDocuments('pricing-strategy-simulator')).toBe(pricingAnalysisDocuments);
    expect(findToolDocuments('esop-planner')).toBe(esopPlanDocuments);
    expect(findToolDocuments('finance-model-creator')).toBe(financeModelDocuments);
    expect(findToolDocuments('term-sheet-translator')).toBe(termSheetAnalysisDocuments);
    expect(findToolDocuments('brand-name-suggester')).toBe(brandNameListDocuments);
    expect(findToolDocuments('validation-agent')).toBe(validationBoardDocuments);
    expect(findToolDocuments('growth-experiment-lab')).toBe(experimentLabDocuments);
    expect(findToolDocuments('user-research-bot')).toBe(researchPlanDocuments);
    expect(findToolDocuments('founder-motivation-radar')).toBe(checkInLogDocuments);
    expect(findToolDocuments('custom-dashboard')).toBe(dashboardLayoutDocuments);
    for (const id of ['cofounder-fit', 'idea-garage', 'no-such-tool', 'toString', '__proto__'])
      expect(findToolDocuments(id)).toBeUndefined();
  });

  it("words its messages in the tool's own nouns", () => {
    const texts = toolDocumentTexts(equityScenarioDocuments);
    expect(texts.notFound).toBe('Scenario not found');
    expect(texts.nameTaken('Seed')).toBe("You already have a scenario named 'Seed'");
    expect(texts.tooMany).toBe('You can save up to 100 scenarios. Delete one to save another.');
  });

  it('checks a save: the name in the tool’s words, the data by its schema, a whole positive version', () => {
    const save = toolDocumentSaveSchema(equityScenarioDocuments);
    const valid = { name: ' Seed ', data: { founders: [founder] }, version: 3 };
    expect(save.parse(valid)).toEqual({ ...valid, name: 'Seed' });
    expect(messageOf(save.safeParse({ ...valid, name: ' ' }))).toBe('Scenario name is required');
    expect(messageOf(save.safeParse({ ...valid, name: 'x'.repeat(101) }))).toBe(
      'Scenario name must be at most 100 characters',
    );
    expect(messageOf(save.safeParse({ ...valid, data: { founders: [] } }))).toBe('Add at least one founder');
    for (const version of [undefined, 0, 1.5, '2'])
      expect(messageOf(save.safeParse({ ...valid, version }))).toBe('Send the version you opened');
  });

  it('summarizes a scenario by its founders', () => {
    expect(equityScenarioDocuments.summarize({ founders: [founder] })).toBe('1 founder');
    expect(equityScenarioDocuments.summarize({ founders: [founder, { ...founder, id: 'b' }] })).toBe('2 founders');
  });
});

describe('the ESOP planner’s plans', () => {
  it('are called plans, and summarized by their grants', () => {
    const texts = toolDocumentTexts(esopPlanDocuments);
    expect(texts.notFound).toBe('Plan not found');
    expect(texts.nameTaken('Seed')).toBe("You already have a plan named 'Seed'");
    expect(texts.tooMany).toBe('You can save up to 100 plans. Delete one to save another.');
    const data = {
      currency: 'INR' as const,
      company: { fullyDilutedShares: 1_000, pool: { unit: 'shares' as const, value: 100 } },
      grants: [],
      round: { preMoney: 1, investment: 1, targetPoolPercent: 0 },
      founders: [],
    };
    expect(esopPlanDocuments.summarize(data)).toBe('0 grants');
  });
});

describe('the Brand Name Suggester’s name lists', () => {
  it('are called name lists, and summarized by their kept names', () => {
    const texts = toolDocumentTexts(brandNameListDocuments);
    expect(texts.notFound).toBe('Name list not found');
    expect(texts.nameTaken('Tea')).toBe("You already have a name list named 'Tea'");
    expect(texts.tooMany).toBe('You can save up to 100 name lists. Delete one to save another.');
    expect(texts.changedElsewhere).toBe(
      'This name list was changed since you opened it. Open it again to see the latest version.',
    );
    const save = toolDocumentSaveSchema(brandNameListDocuments);
    const inputs = { businessType: '', keywords: 'tea', description: '' };
    expect(messageOf(save.safeParse({ name: ' ', data: { inputs, generated: null, names: [] }, version: 1 }))).toBe(
      'List name is required',
    );
    expect(
      messageOf(save.safeParse({ name: 'x'.repeat(101), data: { inputs, generated: null, names: [] }, version: 1 })),
    ).toBe('List name must be at most 100 characters');
    const name = {
      name: 'Tealy',
      domain: 'tealy.com',
      category: 'Modern' as const,
      source: 'generator' as const,
      aiDraft: false,
      liked: true,
      saved: false,
      check: null,
    };
    expect(brandNameListDocuments.summarize({ inputs, generated: inputs, names: [] })).toBe('0 names');
    expect(brandNameListDocuments.summarize({ inputs, generated: inputs, names: [name] })).toBe('1 name');
    expect(
      brandNameListDocuments.summarize({ inputs, generated: inputs, names: [name, { ...name, domain: 'teaify.com' }] }),
    ).toBe('2 names');
  });
});
