import { describe, expect, it } from 'vitest';
import { canAccessTool, DEFAULT_PINNED_TOOLS, findTool, TOOL_CATEGORIES, TOOLS } from './tool-catalogue';

const SPEC_TOOL_IDS =
  `idea-garage, equity-split, cofounder-fit, your-ai-ca, ai-accountant, domain-tracker, brand-name-suggester,
investor-directory, faqs-of-vc, validation-agent, esop-planner, personal-crm, finance-model-creator, pitch-maker,
founder-motivation-radar, term-sheet-translator, pitch-deck-directory, market-research-agent, competitor-analysis,
competitor-tracker, user-research-bot, investor-crm, growth-experiment-lab, pricing-strategy-simulator,
grant-incentive-finder, feature-prioritization-radar, team-culture-pulse, advisors-directory,
competition-hackathon-directory, founder-news-bot, mental-health-support, custom-dashboard`.split(/,\s*/);

describe('the tool catalogue', () => {
  it("holds the spec's 32 tools, in its order, each at /tool/{id}", () => {
    expect(TOOLS.map((tool) => tool.id)).toEqual(SPEC_TOOL_IDS);
    for (const tool of TOOLS) expect(tool.path).toBe(`/tool/${tool.id}`);
  });

  it('gives every tool a name, a description and one of the 15 categories, and uses every category', () => {
    for (const tool of TOOLS) {
      expect(tool.name.length).toBeGreaterThan(0);
      expect(tool.description.length).toBeGreaterThan(0);
      expect(TOOL_CATEGORIES).toContain(tool.category);
    }
    expect(new Set(TOOLS.map((tool) => tool.category))).toEqual(new Set(TOOL_CATEGORIES));
  });

  it("has built every one of the spec's 25 placeholders: each is a working tool, as are the spec's own", () => {
    expect(SPEC_TOOL_IDS.filter((id) => findTool(id)?.kind !== 'working')).toEqual(['idea-garage']);
    expect(findTool('idea-garage')?.kind).toBe('app');
  });

  it('needs sign-in everywhere but the Idea Garage; shared access only for the equity split and ideas', () => {
    expect(TOOLS.filter((tool) => !tool.requiresAuth).map((tool) => tool.id)).toEqual(['idea-garage']);
    expect(TOOLS.filter((tool) => tool.allowsSharedAccess).map((tool) => tool.id)).toEqual([
      'idea-garage',
      'equity-split',
    ]);
    expect(findTool('cofounder-fit')?.allowsSharedAccess).toBe(false);
    expect(findTool('your-ai-ca')?.allowsSharedAccess).toBe(false);
  });

  it('marks the tools whose page opens on an idea select, and only those (ADR 0136)', () => {
    // The Feature Prioritization Radar picks an idea only in its dialog, after the page is drawn.
    expect(TOOLS.filter((tool) => tool.picksIdeas).map((tool) => tool.id)).toEqual([
      'validation-agent',
      'pitch-maker',
      'user-research-bot',
    ]);
  });

  it('finds tools by id, and nothing for an unknown id', () => {
    expect(findTool('pitch-maker')?.name).toBe('Pitch Maker');
    expect(findTool('nope')).toBeUndefined();
    expect(findTool('__proto__')).toBeUndefined();
  });

  it('pins the Idea Garage and the equity split by default', () => {
    expect(DEFAULT_PINNED_TOOLS).toEqual(['idea-garage', 'equity-split']);
  });
});

describe('canAccessTool', () => {
  const equity = findTool('equity-split')!;
  const fit = findTool('cofounder-fit')!;
  const garage = findTool('idea-garage')!;
  it.each([
    [equity, true, false, true],
    [equity, false, false, false],
    [equity, false, true, true],
    [fit, false, true, false],
    [fit, true, false, true],
    [garage, false, false, true],
  ])('%s signed in %s, link %s → %s', (tool, isSignedIn, hasValidSharedLink, expected) => {
    expect(canAccessTool(tool, { isSignedIn, hasValidSharedLink })).toBe(expected);
  });
});
