import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema } from '../tool-document-contracts';
import { findToolDocuments } from '../tool-documents';
import { featureRoadmapDataSchema, featureRoadmapDocuments } from './feature-roadmaps';

const feature = {
  id: 'a',
  name: 'SMS reminders',
  idea: { id: 'idea-1', title: 'ClinicDesk' },
  rice: { reach: 450, impact: 3, confidence: 100, effort: 2 },
  ice: { impact: 8, confidence: 9, ease: 5 },
};
const roadmap = { reachPeriod: 'quarter', scoring: 'rice', features: [feature] };

/** Each issue's place and message when the roadmap with `change` made to its feature is checked. */
const issuesOf = (change: Record<string, unknown>) =>
  featureRoadmapDataSchema
    .safeParse({ ...roadmap, features: [{ ...feature, ...change }] })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a roadmap', () => {
  it('is a kind of tool document, summarised by its count of features', () => {
    expect(findToolDocuments('feature-prioritization-radar')).toBe(featureRoadmapDocuments);
    expect(featureRoadmapDocuments.summarize(featureRoadmapDataSchema.parse(roadmap))).toBe('1 feature');
    expect(featureRoadmapDocuments.summarize({ reachPeriod: 'month', scoring: 'ice', features: [] })).toBe(
      '0 features',
    );
    const input = toolDocumentInputSchema(featureRoadmapDocuments).safeParse({ name: 'Q3 roadmap', data: roadmap });
    expect(input.success).toBe(true);
  });

  it("takes only Intercom's impacts and confidences, effort from half a person-month, whole ratings 1–10", () => {
    expect(issuesOf({ name: '  ' })).toEqual([['features.0.name', 'Name the feature']]);
    expect(issuesOf({ rice: { reach: 1.5, impact: 0.75, confidence: 70, effort: 0.4 } })).toEqual([
      ['features.0.rice.reach', 'Enter how many people it reaches, a whole number'],
      ['features.0.rice.impact', 'Choose an impact'],
      ['features.0.rice.confidence', 'Choose a confidence'],
      ['features.0.rice.effort', 'Enter the person-months it takes, from 0.5 to 120'],
    ]);
    expect(issuesOf({ ice: { impact: 0, confidence: 7.5, ease: 11 } })).toEqual([
      ['features.0.ice.impact', 'Enter a whole number from 1 to 10'],
      ['features.0.ice.confidence', 'Enter a whole number from 1 to 10'],
      ['features.0.ice.ease', 'Enter a whole number from 1 to 10'],
    ]);
    // The scales' ends are in: 0.25 and 3, 50 % and 100 %, half a month, 1 and 10.
    expect(issuesOf({ rice: { reach: 0, impact: 0.25, confidence: 50, effort: 0.5 } })).toBeUndefined();
    expect(issuesOf({ ice: { impact: 1, confidence: 10, ease: 10 } })).toBeUndefined();
  });

  it('keeps each feature once', () => {
    const twice = featureRoadmapDataSchema.safeParse({ ...roadmap, features: [feature, feature] });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(['Each feature must appear once']);
  });
});
